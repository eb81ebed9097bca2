import { Readable } from 'node:stream';
import { LEAD_PAGE_SIZE, WEEKLY_WEEKS, staffApi } from '@site/staff';
import type { FastifyInstance } from 'fastify';
import { CSV_BOM } from '../leads/csv';
import { exportHeader, exportRecord } from '../leads/inbox-export';
import type { AuditRepository } from '../repositories/audit-repository';
import type { InboxRepository } from '../repositories/inbox-repository';
import type { StaffRepository } from '../repositories/staff-repository';
import { addressOf, guards, staffOf } from './guards';
import { answeringBadQuery, parseFilter, whole, type Query } from './inbox-query';

export interface InboxOptions {
  inbox: InboxRepository;
  staff: StaffRepository;
  audit: AuditRepository;
  origins: readonly string[];
  now: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The inbox's lists: a page of leads, every lead of a filter as CSV, and leads per week. Every
 * one needs a live staff session; the filters are the page's own query parameters (inbox-query.ts).
 */
export async function inboxRoutes(app: FastifyInstance, options: InboxOptions) {
  const { inbox, audit, now } = options;
  const { sameOrigin, signedIn } = guards(options);
  const route = { onRequest: sameOrigin, preHandler: signedIn };

  app.get(staffApi.leads, route, (request, reply) =>
    answeringBadQuery(reply, async () => {
      const query = request.query as Query;
      const filter = parseFilter(query);
      const cursor = whole(query, 'cursor', 1, Number.MAX_SAFE_INTEGER);
      const limit = whole(query, 'limit', 1, LEAD_PAGE_SIZE.max) ?? LEAD_PAGE_SIZE.default;
      return inbox.list(filter, { limit, ...(cursor ? { cursor } : {}) });
    }),
  );

  // Streamed in batches: the file is never held whole. The audit entry, with the rows counted,
  // is written once the last batch is out.
  app.get(staffApi.leadsCsv, route, (request, reply) =>
    answeringBadQuery(reply, async () => {
      const filter = parseFilter(request.query as Query);
      const staff = staffOf(request);
      let rows = 0;
      async function* lines() {
        yield CSV_BOM + exportHeader();
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
    answeringBadQuery(reply, async () => {
      const query = request.query as Query;
      const weeks = whole(query, 'weeks', 1, WEEKLY_WEEKS.max) ?? WEEKLY_WEEKS.default;
      return inbox.weekly(parseFilter(query), weeks, now());
    }),
  );
}
