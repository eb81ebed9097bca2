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
  none: '—',
  pager: { label: 'Pages of the audit log', older: 'Older entries', newest: 'Back to the newest' },
  actions: auditActionLabels,
};
