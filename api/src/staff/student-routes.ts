import {
  PROGRESS_IDS_MAX,
  STUDENT_PAGE_SIZE,
  batchStartProblem,
  isCourseStatus,
  isProgress,
  personLink,
  studentsApi,
  type EnrollStudentAnswer,
  type LeadStudent,
  type ProgressChange,
  type StudentList,
} from '@site/people';
import { studentWords } from '@site/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountMailSource } from '../mail/account-mail';
import { mailSource, newLink } from '../people/new-links';
import type { InboxRepository } from '../repositories/inbox-repository';
import type { StaffRepository } from '../repositories/staff-repository';
import type { ProgressTarget, StudentRepository } from '../repositories/student-repository';
import { pakistanDay } from '../repositories/student-repository';
import { addressOf, guards, staffOf } from './guards';
import { answeringBadQuery, BadQuery, whole, type Query } from './inbox-query';
import { isObject } from './request-body';

export interface StudentOptions {
  students: StudentRepository;
  inbox: InboxRepository;
  staff: StaffRepository;
  origins: readonly string[];
  now: () => number;
  /** PUBLIC_ORIGIN: where an invitation's link opens. */
  publicOrigin: string;
  /** Writes an invitation's mail to the log in development (mail/account-mail.ts). */
  developmentMail: (source: AccountMailSource) => void;
}

const refusals = studentWords.refusals;
const iso = (ms: number) => new Date(ms).toISOString();
const COURSE_MAX = 200;

/** A query parameter given once (trimmed), or undefined. */
function one(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw new BadQuery(`Give ${name} once.`);
  return value?.trim() || undefined;
}

type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

/** What a progress request changes, or the 422's errors. */
function progressChange(body: Record<string, unknown>): Checked<ProgressChange> {
  const errors: Record<string, string[]> = {};
  const { progress, status } = body;
  if (progress !== undefined && progress !== null && !isProgress(progress))
    errors.progress = [refusals.progress];
  if (status !== undefined && status !== null && !isCourseStatus(status)) errors.status = [refusals.status];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const value: ProgressChange = {
    ...(isProgress(progress) ? { progress } : {}),
    ...(isCourseStatus(status) ? { status } : {}),
  };
  if (value.progress === undefined && value.status === undefined)
    return { ok: false, errors: { progress: [refusals.nothing] } };
  if (value.status === 'completed' && value.progress !== undefined && value.progress < 100)
    return { ok: false, errors: { progress: [refusals.completedBelow] } };
  return { ok: true, value };
}

/** Which students a progress request names, or the 422's errors. */
function progressTarget(body: Record<string, unknown>): Checked<ProgressTarget> {
  const { ids, course, batchStart } = body;
  if (ids !== undefined) {
    const valid =
      Array.isArray(ids) &&
      ids.length >= 1 &&
      ids.length <= PROGRESS_IDS_MAX &&
      ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0) &&
      course === undefined;
    return valid
      ? { ok: true, value: { ids: ids as number[] } }
      : { ok: false, errors: { ids: [refusals.ids(PROGRESS_IDS_MAX)] } };
  }
  if (typeof course !== 'string' || course.length === 0 || course.length > COURSE_MAX)
    return { ok: false, errors: { target: [refusals.target] } };
  // A batch already there may be of any date: only its form is checked.
  if (typeof batchStart !== 'string' || batchStartProblem(batchStart, batchStart))
    return { ok: false, errors: { batchStart: [refusals.batchDay] } };
  return { ok: true, value: { course, batchStart } };
}

/**
 * The staff's students (issue 43): "Enroll as student" on an enrollment's page, the students by
 * course and batch, and their progress for one or many at once. Behind the staff session, its
 * CSRF token and the origin check, as the inbox; every change is in the audit log.
 */
export async function studentRoutes(app: FastifyInstance, options: StudentOptions) {
  const { students, now } = options;
  const { sameOrigin, signedIn } = guards(options);
  const route = { onRequest: sameOrigin, preHandler: signedIn };

  const leadId = (request: FastifyRequest) => {
    const id = (request.params as { id?: string }).id ?? '';
    return /^\d{1,15}$/.test(id) ? Number(id) : undefined;
  };
  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: refusals.notFound });

  app.get(studentsApi.enrollPattern, route, async (request, reply) => {
    const id = leadId(request);
    const found = id ? await students.ofEnrollment(id) : undefined;
    if (!found) return notFound(reply);
    const answer: LeadStudent = found;
    return answer;
  });

  app.post(studentsApi.enrollPattern, route, async (request, reply) => {
    const id = leadId(request);
    const lead = id ? await options.inbox.detail({ kind: 'enrollment', id }) : undefined;
    if (!id || !lead) return notFound(reply);
    const body = request.body;
    const batchStart = isObject(body) ? body.batchStart : undefined;
    const problem = batchStartProblem(batchStart, pakistanDay(iso(now())));
    if (problem || typeof batchStart !== 'string')
      return reply.code(422).send({
        message: problem === 'window' ? refusals.batchWindow : refusals.batchDay,
        errors: { batchStart: [problem === 'window' ? refusals.batchWindow : refusals.batchDay] },
      });
    const at = now();
    const by = staffOf(request).account.username;
    const email = lead.email.toLowerCase();
    const mailed = newLink('invite', at, {
      kind: 'invite',
      to: email,
      language: lead.language,
      course: lead.choice,
      batchStart,
    });
    const shared = newLink('invite', at);
    const enrolled = await students.enroll({
      enrollmentId: id,
      batchStart,
      by,
      at: iso(at),
      address: addressOf(request),
      invitation: { mailed: mailed.link, shared: shared.link },
    });
    if (enrolled.outcome === 'no-lead') return notFound(reply);
    if (enrolled.outcome === 'already') return reply.code(409).send({ message: refusals.already });
    if (lead.status !== 'enrolled')
      await options.inbox.setStatus({ kind: 'enrollment', id }, 'enrolled', by, {
        at: iso(at),
        actor: by,
        action: 'status-changed',
        target: `enrollment/${id}`,
        address: addressOf(request),
      });
    let answer: EnrollStudentAnswer;
    if (enrolled.outcome === 'invited') {
      const source = mailSource(mailed.link, lead.fullName);
      if (source) options.developmentMail(source);
      const link = personLink(options.publicOrigin, 'invite', shared.token, enrolled.language);
      answer = {
        outcome: 'invited',
        student: enrolled.student,
        invitation: { link, language: enrolled.language },
      };
    } else answer = { outcome: 'course-added', student: enrolled.student };
    return reply.code(201).send(answer);
  });

  app.get(studentsApi.students, route, (request, reply) =>
    answeringBadQuery(reply, async () => {
      const query = request.query as Query;
      const course = one(query, 'course');
      const batch = one(query, 'batch');
      if ((course === undefined) !== (batch === undefined)) throw new BadQuery(refusals.query.pair);
      if (course !== undefined && course.length > COURSE_MAX) throw new BadQuery(refusals.query.course);
      if (batch !== undefined && batchStartProblem(batch, batch) === 'day')
        throw new BadQuery(refusals.query.batch);
      const cursor = whole(query, 'cursor', 1, Number.MAX_SAFE_INTEGER) ?? 0;
      const limit = whole(query, 'limit', 1, STUDENT_PAGE_SIZE.max) ?? STUDENT_PAGE_SIZE.default;
      const [batches, rows] = await Promise.all([
        students.batches(),
        course && batch ? students.batch(course, batch, cursor, limit + 1) : Promise.resolve([]),
      ]);
      const items = rows.slice(0, limit);
      const answer: StudentList = {
        batches,
        items,
        next: rows.length > limit ? String(items.at(-1)?.id) : null,
      };
      return answer;
    }),
  );

  app.post(studentsApi.progress, route, async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const change = progressChange(body);
    const target = progressTarget(body);
    if (!change.ok || !target.ok) {
      const errors = { ...(target.ok ? {} : target.errors), ...(change.ok ? {} : change.errors) };
      return reply.code(422).send({ message: Object.values(errors)[0]?.[0] ?? refusals.target, errors });
    }
    const result = await students.setProgress(target.value, change.value, {
      at: iso(now()),
      actor: staffOf(request).account.username,
      address: addressOf(request),
    });
    if (!result) return reply.code(404).send({ message: refusals.noStudent });
    return result;
  });
}
