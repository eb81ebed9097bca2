// Leads as the staff API answers them, for the unit tests of the staff pages.
import type { LeadDetail, LeadList, LeadSummary, WeeklyStats } from '@site/staff';

export const summaries: LeadSummary[] = [
  {
    kind: 'enrollment',
    id: 41,
    fullName: 'عائشہ خان',
    email: 'ayesha.khan@example.com',
    phone: '0300 1234567',
    choice: 'Web Development',
    language: 'ur',
    status: 'new',
    source: 'facebook',
    submittedAt: '2026-11-24T09:05:00.000Z',
    mail: 'sent',
  },
  {
    kind: 'project_request',
    id: 17,
    fullName: 'Bilal Ahmed',
    email: 'bilal@example.com',
    phone: null,
    choice: 'E-commerce Store',
    language: 'en',
    status: 'contacted',
    source: 'google',
    submittedAt: '2026-11-23T15:40:00.000Z',
    mail: 'given-up',
  },
];

export const leadList = (items = summaries, next: string | null = null): LeadList => ({
  items,
  counts: { new: 12, contacted: 5, qualified: 3, enrolled: 2, won: 1, lost: 4 },
  total: 27,
  next,
});

export const weekly: WeeklyStats = {
  weeks: [
    {
      start: '2026-11-09',
      total: 5,
      byKind: { project_request: 2, enrollment: 3 },
      bySource: { facebook: 3, google: 1, direct: 1 },
    },
    {
      start: '2026-11-16',
      total: 9,
      byKind: { project_request: 3, enrollment: 6 },
      bySource: { facebook: 4, google: 2, direct: 1, instagram: 1, 'newsletter-nov': 1, tiktok: 0 },
    },
  ],
  sources: ['facebook', 'google', 'direct', 'instagram', 'newsletter-nov', 'tiktok'],
};

export const enrollmentDetail: LeadDetail = {
  kind: 'enrollment',
  id: 41,
  fullName: 'عائشہ خان',
  email: 'ayesha.khan@example.com',
  phone: '0300 1234567',
  choice: 'Web Development',
  language: 'ur',
  submittedAt: '2026-11-24T09:05:00.000Z',
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7)',
  fields: [
    { name: 'fullName', label: 'Full Name', value: 'عائشہ خان', multiline: false },
    { name: 'email', label: 'Email', value: 'ayesha.khan@example.com', multiline: false },
    { name: 'phone', label: 'Phone', value: '0300 1234567', multiline: false },
    { name: 'course', label: 'Course', value: 'Web Development', multiline: false },
    { name: 'startDate', label: 'Preferred start date', value: null, multiline: false },
    {
      name: 'message',
      label: 'Message',
      value: 'میں شام کی کلاس چاہتی ہوں۔\n<script>alert(1)</script>',
      multiline: true,
    },
  ],
  source: {
    label: 'facebook',
    utm_source: 'facebook',
    utm_campaign: 'winter-batch',
    landing_page: '/web-development-course-sargodha',
    first_visit_at: '2026-11-20T10:00:00.000Z',
  },
  mail: { state: 'sent', at: '2026-11-24T09:05:30.000Z', attempts: 1 },
  status: 'new',
  statuses: ['new', 'contacted', 'qualified', 'enrolled', 'lost'],
  history: [{ status: 'new', by: null, at: '2026-11-24T09:05:00.000Z' }],
  notes: [],
};
