// A person as the people API answers (`PersonMe` of @site/people), and a student's course as the
// staff's students pages read it, for the unit tests' stand-in fetch (staff-api.ts's
// `mockStaffApi`: one table of answers for the site's APIs).
import type { PersonMe, StudentRow } from '@site/people';

export const personMe = (change: Partial<PersonMe> = {}): PersonMe => ({
  csrfToken: 'person-csrf-1',
  emailVerified: true,
  keepSignedIn: false,
  expiresAt: '2026-11-29T12:00:00.000Z',
  profile: {
    email: 'zainab@example.com',
    name: 'Zainab Hussain',
    phone: '0301 7654321',
    location: 'Sargodha',
    bio: null,
    joinDate: '2026-11-20',
    language: 'en',
  },
  courses: [
    {
      id: 7,
      course: 'React JS',
      batchStart: '2026-12-07',
      enrollDate: '2026-11-21',
      progress: 40,
      status: 'in-progress',
    },
  ],
  requests: [
    {
      kind: 'enrollment',
      id: 3,
      choice: 'React JS',
      sentAt: '2026-11-19T21:30:00.000Z',
      status: 'enrolled',
    },
    {
      kind: 'project_request',
      id: 12,
      choice: 'E-commerce Store',
      sentAt: '2026-11-02T08:00:00.000Z',
      status: 'in-touch',
    },
  ],
  ...change,
});

export const studentRow = (change: Partial<StudentRow> = {}): StudentRow => ({
  id: 7,
  personId: 4,
  name: 'Zainab Hussain',
  email: 'zainab@example.com',
  course: 'React JS',
  batchStart: '2026-12-07',
  enrollDate: '2026-11-21',
  progress: 40,
  status: 'in-progress',
  leadId: 3,
  updatedBy: 'ayesha',
  updatedAt: '2026-11-25T09:00:00.000Z',
  ...change,
});
