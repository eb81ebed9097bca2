import { LEAD_STATUSES, statusesOf } from '@site/staff';
import { CLIENT_STATUSES, COURSE_STATUSES, clientStatusOf, isCourseStatus, isProgress } from './statuses';
import { clientStatusLabels, courseStatusLabels } from './words/statuses';

describe('a lead’s status worded for its sender', () => {
  it('maps every inbox status to a client’s, keeping the company’s steps to itself', () => {
    expect(Object.keys(clientStatusOf).sort()).toEqual([...LEAD_STATUSES].sort());
    expect(clientStatusOf.contacted).toBe(clientStatusOf.qualified);
    expect(new Set(Object.values(clientStatusOf))).toEqual(new Set(CLIENT_STATUSES));
  });

  it('says Enrolled of an enrollment and Project agreed of a project request', () => {
    const last = (kind: 'enrollment' | 'project_request') =>
      statusesOf[kind].map((status) => clientStatusLabels.en[clientStatusOf[status]]);
    expect(last('enrollment')).toEqual([
      'Received',
      'We are in touch',
      'We are in touch',
      'Enrolled',
      'Closed',
    ]);
    expect(last('project_request')).toEqual([
      'Received',
      'We are in touch',
      'We are in touch',
      'Project agreed',
      'Closed',
    ]);
  });

  it('has words in both languages for every status', () => {
    for (const language of ['en', 'ur'] as const) {
      for (const status of CLIENT_STATUSES) expect(clientStatusLabels[language][status]).toMatch(/\S/);
      for (const status of COURSE_STATUSES) expect(courseStatusLabels[language][status]).toMatch(/\S/);
    }
    expect(courseStatusLabels.en).toEqual({ 'in-progress': 'In Progress', completed: 'Completed' });
  });
});

describe('a course’s progress', () => {
  it('is a whole percent, its status one of the spec’s two', () => {
    for (const good of [0, 45, 100]) expect(isProgress(good)).toBe(true);
    for (const bad of [-1, 101, 4.5, '50', null]) expect(isProgress(bad)).toBe(false);
    expect(isCourseStatus('completed')).toBe(true);
    expect(isCourseStatus('Completed')).toBe(false);
  });
});
