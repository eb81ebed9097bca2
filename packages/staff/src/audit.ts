// The audit log (admins): what staff and the staff tool did, and when, and from where.

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-throttled',
  'totp-failed',
  'sign-out',
  'status-changed',
  'note-added',
  'export-started',
  'export',
  'export-cut-off',
  'lead-viewed',
  'inbox-listed',
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

/**
 * The actor of a sign-in attempt whose name cannot be a username (USERNAME_PATTERN): what was
 * typed is not kept (it may be a password typed in the wrong field). No username has brackets.
 */
export const NOT_A_USERNAME = '(not a username)';

export interface AuditEntry {
  id: number;
  /** When it happened (the first time, for an entry counted `times` times). */
  at: string;
  /**
   * Who did it: a username (as typed, for a failed sign-in, when it can be one; else
   * NOT_A_USERNAME), CLI_ACTOR for the staff tool.
   */
  actor: string | null;
  action: AuditAction;
  /** What it was done to: `enrollment/3`, a username, `student/12` (a student's course). */
  target: string | null;
  /** The rest, in a few words (`contacted → qualified`, the export's filter and rows). */
  detail: string | null;
  /** The client's address (none for the staff tool; the latest, for an entry counted). */
  address: string | null;
  /**
   * What happens often is counted, one entry per hour and per who and what (a lead's views, the
   * inbox's pages, throttled sign-ins): how many times (1 for every other entry; absent from an
   * API older than the count), …
   */
  times?: number;
  /** … and the latest of them (null when once). */
  lastAt?: string | null;
}

export interface AuditPage {
  items: AuditEntry[];
  next: string | null;
}
