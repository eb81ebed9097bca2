// What a person reads of where things stand: their leads' statuses worded for a client, and their
// courses' progress.
import type { LeadStatus } from '@site/staff';

/**
 * A lead's status as its sender reads it, not the inbox's: Received (New), We are in touch
 * (Contacted, Qualified: the company's own steps are not the client's business), Enrolled (an
 * enrollment) or Project agreed (a project request, Won), Closed (Lost).
 */
export const CLIENT_STATUSES = ['received', 'in-touch', 'enrolled', 'agreed', 'closed'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const clientStatusOf: Readonly<Record<LeadStatus, ClientStatus>> = {
  new: 'received',
  contacted: 'in-touch',
  qualified: 'in-touch',
  enrolled: 'enrolled',
  won: 'agreed',
  lost: 'closed',
};

/** A course's status, as the spec names them: In Progress, or Completed (at 100%). */
export const COURSE_STATUSES = ['in-progress', 'completed'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export function isCourseStatus(value: unknown): value is CourseStatus {
  return typeof value === 'string' && (COURSE_STATUSES as readonly string[]).includes(value);
}

/** A course's progress: a whole percent. A completed course is at the most. */
export const PROGRESS = { min: 0, max: 100 } as const;

export function isProgress(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= PROGRESS.min && (value as number) <= PROGRESS.max;
}
