// How the contract's values are named to staff, wherever they read them: the pages, the API's
// answers, the company's lead mail, the CSV. English only, like the whole staff area.
import type { LeadSourceKey } from '@site/leads';
import type { AuditAction } from '../audit';
import type { MailState } from '../inbox';
import type { LeadKindName } from '../kinds';
import type { StaffRole } from '../sign-in';
import type { LeadStatus } from '../statuses';

export const statusLabels: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  enrolled: 'Enrolled',
  won: 'Won',
  lost: 'Lost',
};

/** A lead's kind: "Project request". */
export const kindLabels: Readonly<Record<LeadKindName, string>> = {
  project_request: 'Project request',
  enrollment: 'Enrollment',
};

/** Leads of a kind: "Project requests". */
export const kindPluralLabels: Readonly<Record<LeadKindName, string>> = {
  project_request: 'Project requests',
  enrollment: 'Enrollments',
};

/** Where a lead's mail to the company stands. */
export const mailStateLabels: Readonly<Record<MailState['state'], string>> = {
  sent: 'Sent',
  pending: 'Pending',
  retrying: 'Retrying',
  'given-up': 'Given up',
  none: 'No mail',
};

/** Each key of a lead's source (the lead's page, the company's mail). */
export const sourceLabels: Readonly<Record<LeadSourceKey, string>> = {
  utm_source: 'Campaign source',
  utm_medium: 'Campaign medium',
  utm_campaign: 'Campaign',
  utm_term: 'Campaign term',
  utm_content: 'Campaign content',
  click_id_kind: 'Click id kind',
  click_id: 'Click id',
  referrer_host: 'Referring site',
  landing_page: 'Landing page',
  sent_from: 'Sent from',
  first_visit_at: 'First visit',
};

export const roleLabels: Readonly<Record<StaffRole, string>> = { admin: 'Admin', staff: 'Staff' };

export const auditActionLabels: Readonly<Record<AuditAction, string>> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-in-throttled': 'Sign-in throttled',
  'totp-failed': 'Wrong authenticator code',
  'sign-out': 'Signed out',
  'status-changed': 'Status changed',
  'note-added': 'Note added',
  'export-started': 'Export started',
  export: 'Leads exported',
  'export-cut-off': 'Export cut off',
  'lead-viewed': 'Lead viewed',
  'inbox-listed': 'Inbox read',
  'mail-retried': 'Mail sent again',
  'account-created': 'Account created',
  'account-reset': 'Account reset',
  'account-disabled': 'Account disabled',
  'account-enabled': 'Account enabled',
  'password-set': 'Password set',
  'student-enrolled': 'Enrolled as a student',
  'student-progress-set': 'Student progress set',
};
