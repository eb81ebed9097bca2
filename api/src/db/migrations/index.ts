import type { Migration } from './migration';
import { migration as createProjectRequests } from './0001-create-project-requests';
import { migration as enrollmentsAndMailOutbox } from './0002-enrollments-and-mail-outbox';
import { migration as mailDeadLetters } from './0003-mail-dead-letters';
import { migration as leadLanguage } from './0004-lead-language';
import { migration as inboxIdempotencyAndLimits } from './0005-inbox-idempotency-and-limits';
import { migration as staffAndAuditLog } from './0006-staff-and-audit-log';
import { migration as leadStatusCounts } from './0007-lead-status-counts';
import { migration as operatorAlerts } from './0008-operator-alerts';
import { migration as leadStatusCountChanges } from './0009-lead-status-count-changes';
import { migration as securityReview } from './0010-security-review';
import { migration as peopleAccounts } from './0011-people-accounts';

/**
 * The schema's history, oldest first: every file of this folder, in the order of their versions
 * (`db/migrations.test.ts` checks that this list and the files agree). A new migration is a new
 * file, added at the end.
 */
export const migrations: readonly Migration[] = [
  createProjectRequests,
  enrollmentsAndMailOutbox,
  mailDeadLetters,
  leadLanguage,
  inboxIdempotencyAndLimits,
  staffAndAuditLog,
  leadStatusCounts,
  operatorAlerts,
  leadStatusCountChanges,
  securityReview,
  peopleAccounts,
];
