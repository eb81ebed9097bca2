// accounts-mfe's words in English: the 'staff-audit' part of its catalogue, the audit log
// (/admin-jeansrecycle/audit, admins only). English only, like every staff page.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enAudit = {
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
  actions: {
    'sign-in': 'Signed in',
    'sign-in-failed': 'Sign-in failed',
    'sign-in-throttled': 'Sign-in throttled',
    'totp-failed': 'Wrong authenticator code',
    'sign-out': 'Signed out',
    'status-changed': 'Status changed',
    'note-added': 'Note added',
    export: 'Leads exported',
    'mail-retried': 'Mail sent again',
    'account-created': 'Account created',
    'account-reset': 'Account reset',
    'account-disabled': 'Account disabled',
    'account-enabled': 'Account enabled',
    'password-set': 'Password set',
  },
} satisfies Catalogue;

/** The 'staff-audit' words (English only): `const t = useAuditMessages();`. */
export const useAuditMessages = defineMessages('staff-audit', enAudit);
