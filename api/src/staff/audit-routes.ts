import { AUDIT_PAGE_SIZE, staffApi } from '@site/staff';
import type { FastifyInstance } from 'fastify';
import type { AuditRepository } from '../repositories/audit-repository';
import type { StaffRepository } from '../repositories/staff-repository';
import { guards } from './guards';
import { answeringBadQuery, whole, type Query } from './inbox-query';

export interface AuditOptions {
  audit: AuditRepository;
  staff: StaffRepository;
  origins: readonly string[];
  now: () => number;
}

/** The audit log, newest first, a page at a time: admins only (403 for staff). */
export async function auditRoutes(app: FastifyInstance, options: AuditOptions) {
  const { sameOrigin, signedIn, admin } = guards(options);
  app.get(staffApi.audit, { onRequest: sameOrigin, preHandler: [signedIn, admin] }, (request, reply) =>
    answeringBadQuery(reply, async () => {
      const before = whole(request.query as Query, 'before', 1, Number.MAX_SAFE_INTEGER);
      return options.audit.page(before, AUDIT_PAGE_SIZE);
    }),
  );
}
