import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { LEAD_PAGE_SIZE, WEEKLY_WEEKS, staffApi } from '@site/staff';
import type { FastifyInstance } from 'fastify';
import { CSV_BOM } from '../leads/csv';
import { exportHeader, exportRecord } from '../leads/inbox-export';
import { hourBucket, type AuditRepository } from '../repositories/audit-repository';
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
 * What staff read of the leads is in the audit log (decision 0041): the pages of the list counted
 * per staff member and hour, each export when it starts and when it ends or is cut off.
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
      const page = await inbox.list(filter, { limit, ...(cursor ? { cursor } : {}) });
      const at = iso(now());
      const actor = staffOf(request).account.username;
      await audit.count(
        { at, actor, action: 'inbox-listed', address: addressOf(request) },
        hourBucket(at, 'inbox-listed', actor),
      );
      return page;
    }),
  );

  // Streamed in batches: the file is never held whole. Audited as it starts, and as it ends: all
  // of it written, or cut off (the download stopped) with the rows written by then.
  app.get(staffApi.leadsCsv, route, (request, reply) =>
    answeringBadQuery(reply, async () => {
      const filter = parseFilter(request.query as Query);
      const entry = {
        actor: staffOf(request).account.username,
        address: addressOf(request),
      };
      const asked = `filter ${JSON.stringify(request.query)}`;
      await audit.record({ ...entry, at: iso(now()), action: 'export-started', detail: asked });
      let rows = 0;
      reply.raw.once('close', () => {
        const whole = reply.raw.writableFinished;
        audit
          .record({
            ...entry,
            at: iso(now()),
            action: whole ? 'export' : 'export-cut-off',
            detail: `${rows} leads${whole ? '' : ' written before the download stopped'}; ${asked}`,
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'the export’s end was not audited'));
      });
      async function* lines() {
        yield CSV_BOM + exportHeader();
        for await (const batch of inbox.each(filter)) {
          yield batch.map(exportRecord).join('');
          rows += batch.length;
          // A turn of the event loop between batches: SQLite answers without one (its queries are
          // synchronous), so an export to a fast client would hold every other request, and a
          // download stopped meanwhile would go unseen until the file was all written.
          await nextTurn();
        }
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
