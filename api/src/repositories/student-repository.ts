import type { Language } from '@site/leads';
import type { BatchSummary, CourseStatus, PersonCourse, ProgressChange, StudentRow } from '@site/people';
import { STAFF_UTC_OFFSET_HOURS } from '@site/staff';
import type { SecretBox } from '../auth/secret-box';
import type { Database, Queryable } from '../db/sql';
import { queueAccountMail } from '../mail/account-outbox';
import { recordAudit, type AuditInput } from './audit-repository';
import { insertLink, type NewLink } from './people-rows';

/** A course as stored, with its person's name and address (null once the account is deleted). */
interface CourseRow {
  id: number;
  person_id: number | null;
  enrollment_id: number | null;
  course: string;
  batch_start: string;
  enrolled_at: string;
  progress: number;
  status: CourseStatus;
  updated_by: string;
  updated_at: string;
  name: string | null;
  email: string | null;
}

/** "Enroll as student": what staff chose, who and when, and the invitation's links if one is made. */
export interface EnrollInput {
  enrollmentId: number;
  batchStart: string;
  /** The staff member's username. */
  by: string;
  at: string;
  /** The staff member's address, for the audit log. */
  address: string;
  /**
   * The invitation, used only when the lead's address has no account: the link mailed to the
   * address (and its mail), and the link shown to staff for WhatsApp.
   */
  invitation: { mailed: NewLink; shared: NewLink };
}

export type EnrollOutcome =
  | { outcome: 'no-lead' }
  | { outcome: 'already'; student: StudentRow }
  | { outcome: 'invited' | 'course-added'; student: StudentRow; language: Language };

/** Which courses a progress change is for: some by id, or a whole batch. */
export type ProgressTarget = { ids: readonly number[] } | { course: string; batchStart: string };

const SELECT_ROW = `SELECT c.*, p.name, p.email FROM person_courses AS c LEFT JOIN people AS p ON p.id = c.person_id`;
/** The day of an instant in Pakistan (the staff area's days, as the inbox's). */
export const pakistanDay = (instant: string) =>
  new Date(Date.parse(instant) + STAFF_UTC_OFFSET_HOURS * 60 * 60 * 1000).toISOString().slice(0, 10);

function studentRow(row: CourseRow): StudentRow {
  return {
    id: row.id,
    personId: row.person_id,
    name: row.name,
    email: row.email,
    course: row.course,
    batchStart: row.batch_start,
    enrollDate: pakistanDay(row.enrolled_at),
    progress: row.progress,
    status: row.status,
    leadId: row.enrollment_id,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  };
}

/** What a change makes of a course: completed is 100%; under 100% a completed course goes back In Progress. */
export function applyProgress(
  row: { progress: number; status: CourseStatus },
  change: ProgressChange,
): { progress: number; status: CourseStatus } {
  let status = change.status ?? row.status;
  if (change.status === undefined && change.progress !== undefined && change.progress < 100)
    status = 'in-progress';
  const progress = status === 'completed' ? 100 : (change.progress ?? row.progress);
  return { progress, status };
}

const progressText = (row: { progress: number; status: CourseStatus }) =>
  `${row.progress}% ${row.status === 'completed' ? 'completed' : 'in progress'}`;

/** Students: the courses staff give people, their batches and progress, and a person's own. */
export interface StudentRepository {
  /** Makes an enrollment's sender a student of its course (an account first, if the address has none). */
  enroll(input: EnrollInput): Promise<EnrollOutcome>;
  /** The student an enrollment became, if it did; and whether its address has an account. */
  ofEnrollment(
    enrollmentId: number,
  ): Promise<{ student: StudentRow | null; hasAccount: boolean } | undefined>;
  batches(): Promise<BatchSummary[]>;
  /** A batch's students in the order they were enrolled, `limit` after the course id `after`. */
  batch(course: string, batchStart: string, after: number, limit: number): Promise<StudentRow[]>;
  /** Sets progress and status; every course changed is audited. Undefined when a course is unknown. */
  setProgress(
    target: ProgressTarget,
    change: ProgressChange,
    audit: Omit<AuditInput, 'action' | 'target' | 'detail'> & { actor: string },
  ): Promise<{ changed: number; items: StudentRow[] } | undefined>;
  /** A person's courses, the newest first. */
  coursesOf(personId: number): Promise<Array<PersonCourse & { updatedAt: string }>>;
}

export class SqlStudentRepository implements StudentRepository {
  constructor(
    private readonly db: Database,
    /** Seals the invitations' tokens in the mail outbox (the server's secret key). */
    private readonly box: SecretBox,
    /** Runs after a commit that queued a mail (wakes the mail worker). */
    private readonly onMail: () => void = () => undefined,
  ) {}

  async enroll(input: EnrollInput): Promise<EnrollOutcome> {
    const outcome = await this.db.transaction(async (tx): Promise<EnrollOutcome> => {
      const lead = await tx.one<{
        full_name: string;
        email: string;
        phone: string;
        course: string;
        language: Language;
      }>('SELECT full_name, email, phone, course, language FROM enrollments WHERE id = $1', [
        input.enrollmentId,
      ]);
      if (!lead) return { outcome: 'no-lead' };
      const before = await tx.one<CourseRow>(`${SELECT_ROW} WHERE c.enrollment_id = $1`, [
        input.enrollmentId,
      ]);
      if (before) return { outcome: 'already', student: studentRow(before) };
      const email = lead.email.toLowerCase();
      const created = await tx.one<{ id: number }>(
        `INSERT INTO people (email, name, phone, language, created_by, created_at)
         VALUES ($1, $2, $3, $4, 'enrollment', $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [email, lead.full_name, lead.phone, lead.language, input.at],
      );
      const person = await tx.one<{ id: number; language: Language }>(
        'SELECT id, language FROM people WHERE email = $1',
        [email],
      );
      if (!person) throw new Error('The student’s account is missing.');
      const course = await tx.one<{ id: number }>(
        `INSERT INTO person_courses (person_id, enrollment_id, course, batch_start, enrolled_at, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $5) RETURNING id`,
        [person.id, input.enrollmentId, lead.course, input.batchStart, input.at, input.by],
      );
      if (!course) throw new Error('The course was not stored.');
      if (created) {
        await insertLink(tx, this.box, person.id, input.invitation.mailed);
        await insertLink(tx, this.box, person.id, input.invitation.shared);
      } else {
        await queueAccountMail(tx, this.box, {
          person_id: person.id,
          kind: 'course-added',
          to_email: email,
          language: person.language,
          course: lead.course,
          batch_start: input.batchStart,
          created_at: input.at,
        });
      }
      await recordAudit(tx, {
        at: input.at,
        actor: input.by,
        action: 'student-enrolled',
        target: `enrollment/${input.enrollmentId}`,
        detail: `${lead.course}, batch of ${input.batchStart}; ${created ? 'a new account, invited' : 'added to the account the address has'}`,
        address: input.address,
      });
      const row = await tx.one<CourseRow>(`${SELECT_ROW} WHERE c.id = $1`, [course.id]);
      if (!row) throw new Error('The course was not stored.');
      return {
        outcome: created ? 'invited' : 'course-added',
        student: studentRow(row),
        language: created ? lead.language : person.language,
      };
    });
    if (outcome.outcome === 'invited' || outcome.outcome === 'course-added') this.onMail();
    return outcome;
  }

  async ofEnrollment(enrollmentId: number) {
    const lead = await this.db.one<{ email: string }>('SELECT email FROM enrollments WHERE id = $1', [
      enrollmentId,
    ]);
    if (!lead) return undefined;
    const [row, person] = await Promise.all([
      this.db.one<CourseRow>(`${SELECT_ROW} WHERE c.enrollment_id = $1`, [enrollmentId]),
      this.db.one('SELECT id FROM people WHERE email = $1', [lead.email.toLowerCase()]),
    ]);
    return { student: row ? studentRow(row) : null, hasAccount: person !== undefined };
  }

  async batches(): Promise<BatchSummary[]> {
    const rows = await this.db.query<{
      course: string;
      batch_start: string;
      students: number | string;
      completed: number | string;
      average: number | string | null;
    }>(
      `SELECT course, batch_start, count(*) AS students,
              sum(CASE WHEN status = 'completed' THEN 1 ELSE 0 END) AS completed, avg(progress) AS average
       FROM person_courses GROUP BY course, batch_start ORDER BY batch_start DESC, course`,
    );
    return rows.map((row) => ({
      course: row.course,
      batchStart: row.batch_start,
      students: Number(row.students),
      completed: Number(row.completed),
      averageProgress: Math.round(Number(row.average ?? 0)),
    }));
  }

  async batch(course: string, batchStart: string, after: number, limit: number): Promise<StudentRow[]> {
    const rows = await this.db.query<CourseRow>(
      `${SELECT_ROW} WHERE c.course = $1 AND c.batch_start = $2 AND c.id > $3 ORDER BY c.id LIMIT $4`,
      [course, batchStart, after, limit],
    );
    return rows.map(studentRow);
  }

  setProgress(
    target: ProgressTarget,
    change: ProgressChange,
    audit: Omit<AuditInput, 'action' | 'target' | 'detail'> & { actor: string },
  ) {
    return this.db.transaction(async (tx) => {
      const rows = await targetRows(tx, target);
      if ('ids' in target && rows.length !== new Set(target.ids).size) return undefined;
      if (rows.length === 0) return undefined;
      let changed = 0;
      for (const row of rows) {
        const next = applyProgress(row, change);
        if (next.progress === row.progress && next.status === row.status) continue;
        changed += 1;
        await tx.run(
          'UPDATE person_courses SET progress = $1, status = $2, updated_by = $3, updated_at = $4 WHERE id = $5',
          [next.progress, next.status, audit.actor, audit.at, row.id],
        );
        await recordAudit(tx, {
          ...audit,
          action: 'student-progress-set',
          target: `student/${row.id}`,
          detail: `${row.course}, batch of ${row.batch_start}: ${progressText(row)} → ${progressText(next)}`,
        });
      }
      const after = await targetRows(tx, target);
      return { changed, items: after.map(studentRow) };
    });
  }

  async coursesOf(personId: number) {
    const rows = await this.db.query<CourseRow>(
      `${SELECT_ROW} WHERE c.person_id = $1 ORDER BY c.enrolled_at DESC, c.id DESC`,
      [personId],
    );
    return rows.map((row) => ({
      id: row.id,
      course: row.course,
      batchStart: row.batch_start,
      enrollDate: pakistanDay(row.enrolled_at),
      progress: row.progress,
      status: row.status,
      updatedAt: row.updated_at,
    }));
  }
}

/** The courses of a target, in id order. */
function targetRows(tx: Queryable, target: ProgressTarget): Promise<CourseRow[]> {
  if ('ids' in target) {
    const ids = [...new Set(target.ids)];
    const list = ids.map((_, index) => `$${index + 1}`).join(', ');
    return tx.query<CourseRow>(`${SELECT_ROW} WHERE c.id IN (${list}) ORDER BY c.id`, ids);
  }
  return tx.query<CourseRow>(`${SELECT_ROW} WHERE c.course = $1 AND c.batch_start = $2 ORDER BY c.id`, [
    target.course,
    target.batchStart,
  ]);
}
