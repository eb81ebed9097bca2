// The staff side of students (`studentsApi`): an enrollment made a student, the students by
// course and batch, their progress. English only, like every staff page; the words are
// @site/staff's (`studentWords`).
import type { Language } from '@site/leads';
import type { CourseStatus } from './statuses';

/** "Enroll as student" on an enrollment's page: the batch the person joins. */
export interface EnrollStudentRequest {
  /** The batch's first day, `YYYY-MM-DD` (`batchStartProblem`). */
  batchStart: string;
}

/** A student's course as staff see it. */
export interface StudentRow {
  /** The course's id (what `ProgressRequest.ids` names). */
  id: number;
  /** Null once the person deleted their account: the course stays, without them. */
  personId: number | null;
  name: string | null;
  email: string | null;
  course: string;
  batchStart: string;
  enrollDate: string;
  progress: number;
  status: CourseStatus;
  /** The enrollment it came from (its id among enrollments), if any. */
  leadId: number | null;
  /** Who set the progress or status last, and when (the enrolling staff member at first). */
  updatedBy: string;
  updatedAt: string;
}

/** What the enrollment's page shows before and after "Enroll as student". */
export interface LeadStudent {
  student: StudentRow | null;
  /** Whether an account has the lead's address: then the course is added and its owner mailed, no link. */
  hasAccount: boolean;
}

/**
 * The answer to "Enroll as student": a new account and its invitation (the link is mailed to
 * the lead's address, and given here once, for the page's WhatsApp button: `invitationGreeting`
 * in `language`, the lead's), or the course added to the account the address already has (its
 * owner is mailed; never a link: what a lead's e-mail field says is what anyone typed).
 */
export type EnrollStudentAnswer =
  | { outcome: 'invited'; student: StudentRow; invitation: { link: string; language: Language } }
  | { outcome: 'course-added'; student: StudentRow };

/** The students list's query parameters (`studentsApi.students`). */
export interface StudentQuery {
  /** A course and a batch start together: that batch's students. */
  course?: string;
  batch?: string;
  cursor?: string;
  limit?: number;
}

export const STUDENT_PAGE_SIZE = { default: 50, max: 200 } as const;

/** A course's batch and its numbers. */
export interface BatchSummary {
  course: string;
  batchStart: string;
  students: number;
  completed: number;
  /** Whole percent, the mean of the batch's progress. */
  averageProgress: number;
}

export interface StudentList {
  /** Every batch, the latest start first, then by course. */
  batches: BatchSummary[];
  /** The chosen batch's students, by name; empty without `course` and `batch`. */
  items: StudentRow[];
  next: string | null;
}

/** What a teacher changes: the progress, the status, or both (at least one). */
export interface ProgressChange {
  /** A whole percent, 0–100. */
  progress?: number;
  /** Completed puts the progress at 100; a progress under 100 puts a completed course back In Progress. */
  status?: CourseStatus;
}

/** One or several students by their courses' ids, or a whole batch. */
export type ProgressRequest = ProgressChange & ({ ids: number[] } | { course: string; batchStart: string });

/** The most courses one request changes by `ids` (a batch is as large as it is). */
export const PROGRESS_IDS_MAX = 500;

export interface ProgressAnswer {
  /** How many courses changed (those already so are not counted, nor audited). */
  changed: number;
  items: StudentRow[];
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How far a batch's start may lie from today, either way, in days. */
export const BATCH_START_WINDOW_DAYS = 366;

/**
 * What is wrong with a batch start, if anything: not a real `YYYY-MM-DD` day, or more than
 * BATCH_START_WINDOW_DAYS before or after `today` (`YYYY-MM-DD`, Pakistan's).
 */
export function batchStartProblem(value: unknown, today: string): 'day' | 'window' | undefined {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) return 'day';
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return 'day';
  const from = Date.parse(`${today}T00:00:00Z`);
  return Math.abs(time - from) > BATCH_START_WINDOW_DAYS * DAY_MS ? 'window' : undefined;
}
