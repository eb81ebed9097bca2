import { Readable } from 'node:stream';
import { SOURCE_KEYS, isLanguage } from '@site/leads';
import {
  LEAD_PAGE_SIZE,
  NOTE_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  WEEKLY_WEEKS,
  isLeadKind,
  isLeadStatus,
  leadKindOfSlug,
  staffApi,
  statusesOf,
} from '@site/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/sql';
import { CSV_BOM, csvRecord } from '../leads/csv';
import { retryDeadMails } from '../mail/outbox';
import { addressOf, guards, staffMessages, staffOf } from './access';
import { recordAudit, type AuditRepository } from './audit-repository';
import {
  mailStateOf,
  pakistanDayStart,
  type ExportRow,
  type InboxFilter,
  type InboxRepository,
  type LeadRef,
} from './inbox-repository';
import type { StaffRepository } from './staff-repository';

export interface InboxOptions {
  db: Database;
  inbox: InboxRepository;
  staff: StaffRepository;
  audit: AuditRepository;
  origins: readonly string[];
  now: () => number;
  /** Wakes the mail worker after "send again". */
  wakeMailer: () => void;
}

const iso = (ms: number) => new Date(ms).toISOString();

type Query = Record<string, string | string[] | undefined>;

/** A query parameter given once, or undefined; given twice it is refused. */
function param(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw new BadQuery(`Give ${name} once.`);
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

class BadQuery extends Error {}

/** A Pakistan calendar day, `YYYY-MM-DD`, that exists. */
function day(query: Query, name: string): string | undefined {
  const value = param(query, name);
  if (value === undefined) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== value
  )
    throw new BadQuery(`${name} must be a date written as YYYY-MM-DD.`);
  return value;
}

function nextDay(value: string): string {
  const date = new Date(`${value}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function whole(query: Query, name: string, min: number, max: number): number | undefined {
  const value = param(query, name);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d{1,15}$/.test(value) || number < min || number > max)
    throw new BadQuery(`${name} must be a whole number from ${min} to ${max}.`);
  return number;
}

/** The list's filters from the query string (the same names as the page's own URL). */
export function parseFilter(query: Query): InboxFilter {
  const filter: InboxFilter = {};
  const kind = param(query, 'kind');
  if (kind !== undefined) {
    if (!isLeadKind(kind)) throw new BadQuery('kind must be project_request or enrollment.');
    filter.kind = kind;
  }
  const status = param(query, 'status');
  if (status !== undefined) {
    if (!isLeadStatus(status)) throw new BadQuery('status must be one of the lead statuses.');
    filter.status = status;
  }
  const language = param(query, 'language');
  if (language !== undefined) {
    if (!isLanguage(language)) throw new BadQuery('language must be en or ur.');
    filter.language = language;
  }
  const choice = param(query, 'choice');
  if (choice !== undefined) {
    if (choice.length > 200) throw new BadQuery('choice is too long.');
    filter.choice = choice;
  }
  const source = param(query, 'source');
  if (source !== undefined) {
    if (source.length > 253) throw new BadQuery('source is too long.');
    filter.source = source.toLowerCase();
  }
  const from = day(query, 'from');
  const to = day(query, 'to');
  if (from && to && from > to) throw new BadQuery('from must not be after to.');
  if (from) filter.from = pakistanDayStart(from);
  if (to) filter.to = pakistanDayStart(nextDay(to));
  const q = param(query, 'q');
  if (q !== undefined) {
    if (Array.from(q).length > SEARCH_MAX_LENGTH)
      throw new BadQuery(`A search is at most ${SEARCH_MAX_LENGTH} characters.`);
    filter.q = q.toLowerCase();
  }
  return filter;
}

/** `/leads/:kind/:id` as a lead's reference. */
function leadRef(params: unknown): LeadRef | undefined {
  const { kind, id } = params as { kind?: string; id?: string };
  const name = kind ? leadKindOfSlug(kind) : undefined;
  if (!name || !id || !/^[1-9]\d{0,14}$/.test(id)) return undefined;
  return { kind: name, id: Number(id) };
}

const EXPORT_COLUMNS = [
  'kind',
  'id',
  'submitted_at',
  'status',
  'full_name',
  'email',
  'phone',
  'choice',
  'company_name',
  'budget_range',
  'start_date',
  'language',
  'source',
  ...SOURCE_KEYS,
  'mail',
  'message',
] as const;

function exportRecord(row: ExportRow): string {
  const mail = mailStateOf({
    mail_attempts: row.mail_attempts as number | null,
    mail_sent_at: row.mail_sent_at as string | null,
    mail_dead_at: row.mail_dead_at as string | null,
    mail_dead_reason: row.mail_dead_reason as string | null,
    mail_last_error: row.mail_last_error as string | null,
    mail_next_attempt_at: row.mail_next_attempt_at as string | null,
  });
  const values: Record<(typeof EXPORT_COLUMNS)[number], string | number | null> = {
    ...(Object.fromEntries(SOURCE_KEYS.map((key) => [key, row[key] ?? null])) as Record<
      (typeof SOURCE_KEYS)[number],
      string | null
    >),
    kind: row.kind ?? null,
    id: row.kind_id ?? null,
    submitted_at: row.submitted_at ?? null,
    status: row.status ?? null,
    full_name: row.full_name ?? null,
    email: row.email ?? null,
    phone: row.phone ?? null,
    choice: row.choice ?? null,
    company_name: row.company_name ?? null,
    budget_range: row.budget_range ?? null,
    start_date: row.start_date ?? null,
    language: row.language ?? null,
    source: row.source_label ?? null,
    mail: mail.state,
    message: row.project_details ?? row.message ?? null,
  };
  return csvRecord(EXPORT_COLUMNS.map((column) => values[column]));
}

/** The inbox's endpoints: every one needs a live staff session; changes need its CSRF token too. */
export async function inboxRoutes(app: FastifyInstance, options: InboxOptions) {
  const { inbox, audit, now } = options;
  const { sameOrigin, signedIn, admin } = guards(options);
  const route = { onRequest: sameOrigin, preHandler: signedIn };

  const withFilter = async <T>(reply: FastifyReply, read: () => Promise<T>): Promise<T | FastifyReply> => {
    try {
      return await read();
    } catch (error) {
      if (error instanceof BadQuery) return reply.code(400).send({ message: error.message });
      throw error;
    }
  };

  app.get(staffApi.leads, route, (request, reply) =>
    withFilter(reply, async () => {
      const query = request.query as Query;
      const filter = parseFilter(query);
      const cursor = whole(query, 'cursor', 1, Number.MAX_SAFE_INTEGER);
      const limit = whole(query, 'limit', 1, LEAD_PAGE_SIZE.max) ?? LEAD_PAGE_SIZE.default;
      return inbox.list(filter, { limit, ...(cursor ? { cursor } : {}) });
    }),
  );

  app.get(staffApi.leadsCsv, route, (request, reply) =>
    withFilter(reply, async () => {
      const filter = parseFilter(request.query as Query);
      const staff = staffOf(request);
      let rows = 0;
      async function* lines() {
        yield CSV_BOM + csvRecord([...EXPORT_COLUMNS]);
        for await (const batch of inbox.each(filter)) {
          rows += batch.length;
          yield batch.map(exportRecord).join('');
        }
        await audit.record({
          at: iso(now()),
          actor: staff.account.username,
          action: 'export',
          detail: `${rows} leads; filter ${JSON.stringify(request.query)}`,
          address: addressOf(request),
        });
      }
      const date = iso(now()).slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${date}.csv"`)
        .send(Readable.from(lines()));
    }),
  );

  app.get(staffApi.weekly, route, (request, reply) =>
    withFilter(reply, async () => {
      const query = request.query as Query;
      const weeks = whole(query, 'weeks', 1, WEEKLY_WEEKS.max) ?? WEEKLY_WEEKS.default;
      return inbox.weekly(parseFilter(query), weeks, now());
    }),
  );

  const leadPath = `${staffApi.leads}/:kind/:id`;

  /** The lead of the URL, or a 404 answered. */
  async function found(request: FastifyRequest, reply: FastifyReply) {
    const ref = leadRef(request.params);
    const detail = ref ? await inbox.detail(ref) : undefined;
    if (!ref || !detail) {
      await reply.code(404).send({ message: staffMessages.notFound });
      return undefined;
    }
    return { ref, detail };
  }

  app.get(leadPath, route, async (request, reply) => (await found(request, reply))?.detail ?? reply);

  const auditOf = (request: FastifyRequest, ref: LeadRef, action: 'status-changed' | 'note-added') => ({
    at: iso(now()),
    actor: staffOf(request).account.username,
    action,
    target: `${ref.kind}/${ref.id}`,
    address: addressOf(request),
  });

  app.post(`${leadPath}/status`, route, async (request, reply) => {
    const lead = await found(request, reply);
    if (!lead) return reply;
    const status = (request.body as { status?: unknown } | null)?.status;
    if (!isLeadStatus(status) || !statusesOf[lead.ref.kind].includes(status))
      return reply.code(422).send({
        message: 'Choose one of the statuses of this lead.',
        errors: {
          status: [`A ${lead.ref.kind.replace('_', ' ')} is ${statusesOf[lead.ref.kind].join(', ')}.`],
        },
      });
    const by = staffOf(request).account.username;
    await inbox.setStatus(lead.ref, status, by, auditOf(request, lead.ref, 'status-changed'));
    return inbox.detail(lead.ref);
  });

  app.post(`${leadPath}/notes`, route, async (request, reply) => {
    const lead = await found(request, reply);
    if (!lead) return reply;
    const raw = (request.body as { body?: unknown } | null)?.body;
    const body = typeof raw === 'string' ? raw.trim() : '';
    const problem =
      typeof raw !== 'string'
        ? 'A note is text.'
        : body === ''
          ? 'Write the note first.'
          : Array.from(body).length > NOTE_MAX_LENGTH
            ? `A note is at most ${NOTE_MAX_LENGTH} characters.`
            : /(?![\t\n\r])\p{Cc}|\p{Cs}/u.test(body)
              ? 'The note contains characters that are not allowed.'
              : undefined;
    if (problem) return reply.code(422).send({ message: problem, errors: { body: [problem] } });
    await inbox.addNote(
      lead.ref,
      body,
      staffOf(request).account.username,
      auditOf(request, lead.ref, 'note-added'),
    );
    return inbox.detail(lead.ref);
  });

  app.post(`${leadPath}/mail/retry`, route, async (request, reply) => {
    const lead = await found(request, reply);
    if (!lead) return reply;
    const at = now();
    const revived = await options.db.transaction(async (tx) => {
      const count = await retryDeadMails(tx, { kind: lead.ref.kind, leadId: lead.ref.id }, at);
      if (count > 0)
        await recordAudit(tx, {
          at: iso(at),
          actor: staffOf(request).account.username,
          action: 'mail-retried',
          target: `${lead.ref.kind}/${lead.ref.id}`,
          address: addressOf(request),
        });
      return count;
    });
    if (revived === 0) return reply.code(409).send({ message: 'This lead’s mail has not been given up.' });
    options.wakeMailer();
    return inbox.detail(lead.ref);
  });

  app.get(staffApi.audit, { ...route, preHandler: [signedIn, admin] }, (request, reply) =>
    withFilter(reply, async () => {
      const before = whole(request.query as Query, 'before', 1, Number.MAX_SAFE_INTEGER);
      return audit.page(before, 50);
    }),
  );
}
