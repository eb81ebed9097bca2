import {
  isStatusOf,
  kindLabels,
  leadActions,
  noteProblem,
  noteText,
  refusals,
  staffApi,
  statusesOf,
} from '@site/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/sql';
import { retryDeadMails } from '../mail/outbox';
import { hourBucket, recordAudit, type AuditRepository } from '../repositories/audit-repository';
import type { InboxRepository, LeadRef } from '../repositories/inbox-repository';
import type { StaffRepository } from '../repositories/staff-repository';
import { addressOf, guards, staffOf } from './guards';
import { leadRef } from './inbox-query';

export interface LeadOptions {
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

/**
 * A lead's endpoints: the lead, and what staff do with it (its status, a note, its mail sent
 * again). Each change is kept with who made it, and in the audit log, in one transaction. Reading
 * a lead is audited too, counted per staff member, lead and hour (decision 0041).
 */
export async function staffLeadRoutes(app: FastifyInstance, options: LeadOptions) {
  const { inbox, now } = options;
  const { sameOrigin, signedIn } = guards(options);
  const route = { onRequest: sameOrigin, preHandler: signedIn };
  const at = (action: string) => `${staffApi.leadPattern}/${action}`;

  /** The lead of the URL, or a 404 answered. */
  async function found(request: FastifyRequest, reply: FastifyReply) {
    const ref = leadRef(request.params);
    const detail = ref ? await inbox.detail(ref) : undefined;
    if (!ref || !detail) {
      await reply.code(404).send({ message: refusals.notFound });
      return undefined;
    }
    return { ref, detail };
  }

  const auditOf = (request: FastifyRequest, ref: LeadRef, action: 'status-changed' | 'note-added') => ({
    at: iso(now()),
    actor: staffOf(request).account.username,
    action,
    target: `${ref.kind}/${ref.id}`,
    address: addressOf(request),
  });

  app.get(staffApi.leadPattern, route, async (request, reply) => {
    const lead = await found(request, reply);
    if (!lead) return reply;
    const at = iso(now());
    const actor = staffOf(request).account.username;
    const target = `${lead.ref.kind}/${lead.ref.id}`;
    await options.audit.count(
      { at, actor, action: 'lead-viewed', target, address: addressOf(request) },
      hourBucket(at, 'lead-viewed', actor, target),
    );
    return lead.detail;
  });

  app.post(at(leadActions.status), route, async (request, reply) => {
    const lead = await found(request, reply);
    if (!lead) return reply;
    const { kind } = lead.ref;
    const status = (request.body as { status?: unknown } | null)?.status;
    if (!isStatusOf(kind, status))
      return reply.code(422).send({
        message: refusals.status.message,
        errors: { status: [refusals.status.field(kindLabels[kind].toLowerCase(), statusesOf[kind])] },
      });
    const by = staffOf(request).account.username;
    await inbox.setStatus(lead.ref, status, by, auditOf(request, lead.ref, 'status-changed'));
    return inbox.detail(lead.ref);
  });

  app.post(at(leadActions.notes), route, async (request, reply) => {
    const lead = await found(request, reply);
    if (!lead) return reply;
    const raw = (request.body as { body?: unknown } | null)?.body;
    const problem = noteProblem(raw);
    if (problem || typeof raw !== 'string') {
      const message = refusals.notes[problem ?? 'notText'];
      return reply.code(422).send({ message, errors: { body: [message] } });
    }
    const author = staffOf(request).account.username;
    await inbox.addNote(lead.ref, noteText(raw), author, auditOf(request, lead.ref, 'note-added'));
    return inbox.detail(lead.ref);
  });

  app.post(at(leadActions.mailRetry), route, async (request, reply) => {
    const lead = await found(request, reply);
    if (!lead) return reply;
    const time = now();
    const revived = await options.db.transaction(async (tx) => {
      const count = await retryDeadMails(tx, { kind: lead.ref.kind, leadId: lead.ref.id }, time);
      if (count > 0)
        await recordAudit(tx, {
          at: iso(time),
          actor: staffOf(request).account.username,
          action: 'mail-retried',
          target: `${lead.ref.kind}/${lead.ref.id}`,
          address: addressOf(request),
        });
      return count;
    });
    if (revived === 0) return reply.code(409).send({ message: refusals.mailNotGivenUp });
    options.wakeMailer();
    return inbox.detail(lead.ref);
  });
}
