// The audit log (admins): what staff and the staff tool did, and when, and from where.

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-throttled',
  'totp-failed',
  'sign-out',
  'status-changed',
  'note-added',
  'export',
  'mail-retried',
  'account-created',
  'account-reset',
  'account-disabled',
  'account-enabled',
  'password-set',
  'student-enrolled',
  'student-progress-set',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** Entries on a page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** The actor of what the staff tool (`npm run staff -w api`) did. */
export const CLI_ACTOR = 'cli';

export interface AuditEntry {
  id: number;
  at: string;
  /** Who did it: a username (as typed, for a failed sign-in), CLI_ACTOR for the staff tool. */
  actor: string | null;
  action: AuditAction;
  /** What it was done to: `enrollment/3`, a username, `student/12` (a student's course). */
  target: string | null;
  /** The rest, in a few words (`contacted → qualified`, the export's filter and rows). */
  detail: string | null;
  /** The client's address (none for the staff tool). */
  address: string | null;
}

export interface AuditPage {
  items: AuditEntry[];
  next: string | null;
}
