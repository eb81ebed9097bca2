// The audit log's words (`staffPages.audit`, admins only; accounts-mfe's `staff-audit` part).
import { auditActionLabels } from './labels';

export const auditWords = {
  title: 'Audit log',
  description: 'Who did what in the staff area and the staff tool, newest first. Times are Pakistan time.',
  loading: 'Loading the audit log…',
  failed: 'The audit log could not be loaded',
  failedText: 'The staff API did not answer. Try again.',
  adminsOnly: 'Only admins can read the audit log.',
  empty: 'Nothing has happened yet.',
  scroll: 'Audit log (scrolls sideways)',
  columns: {
    at: 'When',
    actor: 'Who',
    action: 'What',
    target: 'To what',
    detail: 'Detail',
    address: 'Address',
  },
  tool: 'the staff tool',
  /** The actor of a sign-in whose name could not be a username (NOT_A_USERNAME). */
  notAUsername: 'not a username',
  /** An entry counted (views, pages, throttled sign-ins): how many times, from its first to its last. */
  times: (times: number) => `${times} times`,
  none: '—',
  pager: { label: 'Pages of the audit log', older: 'Older entries', newest: 'Back to the newest' },
  actions: auditActionLabels,
};
