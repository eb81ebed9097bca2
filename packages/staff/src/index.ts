/**
 * The staff contract: how the company's staff pages (accounts-mfe, under `/admin-jeansrecycle`)
 * and the API's staff endpoints (`/api/v1/staff/…`) talk. The pages take every lead from the API
 * in the browser, with the staff session's cookie; the site's rendering server renders only their
 * frame and never sees a session or a lead.
 *
 * Every answer is JSON (the export is CSV). Errors are `{ message }` (`ApiError`), 422 adds
 * `errors` per field. Every request that changes something sends the session's CSRF token in
 * `X-CSRF-Token` and comes from the site's own origin; without a session the API answers 401.
 */
import type { ClickIdKind, Language, LeadSource } from '@site/leads';

/** The kinds of lead, as the API names them (its outbox, its logs, the staff tool). */
export const LEAD_KINDS = ['project_request', 'enrollment'] as const;
export type LeadKindName = (typeof LEAD_KINDS)[number];

/** A kind in a URL: `/admin-jeansrecycle/leads/project-request/12`. */
export const leadKindSlugs: Readonly<Record<LeadKindName, string>> = {
  project_request: 'project-request',
  enrollment: 'enrollment',
};

export function leadKindOfSlug(slug: string): LeadKindName | undefined {
  return LEAD_KINDS.find((kind) => leadKindSlugs[kind] === slug);
}

export function isLeadKind(value: unknown): value is LeadKindName {
  return typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value);
}

/**
 * Where a lead stands: New → Contacted → Qualified → Enrolled (an enrollment) or Won (a project
 * request), or Lost. Staff may set any status the kind allows, in any order (a mistake is put
 * right by setting the status again); every change is kept with who made it and when.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'enrolled', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const statusesOf: Readonly<Record<LeadKindName, readonly LeadStatus[]>> = {
  project_request: ['new', 'contacted', 'qualified', 'won', 'lost'],
  enrollment: ['new', 'contacted', 'qualified', 'enrolled', 'lost'],
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

export const statusLabels: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  enrolled: 'Enrolled',
  won: 'Won',
  lost: 'Lost',
};

/** The longest note staff may write, in characters. */
export const NOTE_MAX_LENGTH = 4000;

export type StaffRole = 'admin' | 'staff';

/** The staff API's paths. */
export const staffApi = {
  /** POST `SignInRequest` → `SignInAnswer`; DELETE: sign out (204). */
  session: '/api/v1/staff/session',
  /** POST `TotpRequest` (with the two-step cookie) → `SignInAnswer`. */
  sessionTotp: '/api/v1/staff/session/totp',
  /** GET → `Me`. */
  me: '/api/v1/staff/me',
  /** GET with `LeadQuery` parameters → `LeadList`. */
  leads: '/api/v1/staff/leads',
  /** GET with `LeadQuery` parameters (no cursor, no limit) → CSV of every lead of the filter. */
  leadsCsv: '/api/v1/staff/leads/export.csv',
  /** GET with `LeadQuery` filters and `weeks` → `WeeklyStats`. */
  weekly: '/api/v1/staff/stats/weekly',
  /** GET → `LeadDetail`. */
  lead: (kind: LeadKindName, id: number) => `/api/v1/staff/leads/${leadKindSlugs[kind]}/${id}`,
  /** POST `StatusRequest` → `LeadDetail`. */
  leadStatus: (kind: LeadKindName, id: number) => `${staffApi.lead(kind, id)}/status`,
  /** POST `NoteRequest` → `LeadDetail`. */
  leadNotes: (kind: LeadKindName, id: number) => `${staffApi.lead(kind, id)}/notes`,
  /** POST (no body) → `LeadDetail`: a given-up mail is due again. */
  leadMailRetry: (kind: LeadKindName, id: number) => `${staffApi.lead(kind, id)}/mail/retry`,
  /** GET `?before=<cursor>` → `AuditPage` (admins only: 403 for staff). */
  audit: '/api/v1/staff/audit',
  /** POST `SetupCheckRequest` → `SetupInfo` (a one-time link's token, from the link's fragment). */
  setupCheck: '/api/v1/staff/setup/check',
  /** POST `SetupRequest` → 204, or 422 with `errors.password` / `errors.totpCode`. */
  setup: '/api/v1/staff/setup',
} as const;

/** The header of the session's CSRF token on every request that changes something. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** The staff pages (accounts-mfe). Not indexed, not in the sitemap, never cached. */
export const staffPages = {
  signIn: '/admin-jeansrecycle',
  /** The one-time link's page: `…/setup#token=<token>` (the token never reaches a server's log). */
  setup: '/admin-jeansrecycle/setup',
  inbox: '/admin-jeansrecycle/leads',
  lead: (kind: LeadKindName, id: number) => `/admin-jeansrecycle/leads/${leadKindSlugs[kind]}/${id}`,
  leadPattern: '/admin-jeansrecycle/leads/:kind/:id',
  audit: '/admin-jeansrecycle/audit',
} as const;

/** The fragment parameter of a one-time link: `#token=…`. */
export const SETUP_TOKEN_PARAM = 'token';

// ---------------------------------------------------------------------------------------------
// Signing in

export interface SignInRequest {
  username: string;
  password: string;
}

export interface TotpRequest {
  /** Six digits from the authenticator app (spaces allowed). */
  code: string;
}

/** Who is signed in. `csrfToken` goes in `X-CSRF-Token` on every change. */
export interface Me {
  username: string;
  role: StaffRole;
  csrfToken: string;
  /** A session ends after this many seconds without a request … */
  idleTimeoutSeconds: number;
  /** … and at this instant in any case (ISO 8601). */
  expiresAt: string;
}

/**
 * The password was right: signed in, or the authenticator's code is needed next (admins, and
 * staff who set one up; a short-lived cookie holds the first step for 5 minutes).
 */
export type SignInAnswer = { step: 'signed-in'; me: Me } | { step: 'totp' };

// ---------------------------------------------------------------------------------------------
// One-time links: setting a password (and an authenticator)

export interface SetupCheckRequest {
  token: string;
}

export interface SetupInfo {
  username: string;
  role: StaffRole;
  /** The authenticator to set up with the password: required for admins, offered to staff. */
  totp: { required: boolean; secret: string; uri: string; qrSvg: string };
}

export interface SetupRequest {
  token: string;
  password: string;
  /** A current code of the authenticator set up from `SetupInfo.totp`; required for admins. */
  totpCode?: string;
}

// ---------------------------------------------------------------------------------------------
// The inbox

/** The list's filters and paging, as query parameters of `staffApi.leads` (and of the page). */
export interface LeadQuery {
  kind?: LeadKindName;
  status?: LeadStatus;
  /** A course (enrollments) or a project type (project requests), exactly as stored. */
  choice?: string;
  language?: Language;
  /** A source label (`sourceLabel` of @site/leads: `facebook`, `google`, `direct`, …). */
  source?: string;
  /** First and last day, `YYYY-MM-DD`, in Pakistan time, both included. */
  from?: string;
  to?: string;
  /** Part of a name, an e-mail address or a phone number. */
  q?: string;
  /** The `next` of the previous page. */
  cursor?: string;
  /** Leads per page: 1–100, 25 by default. */
  limit?: number;
}

/** The names of `LeadQuery`'s filters (what the export and the chart take too). */
export const LEAD_FILTERS = ['kind', 'status', 'choice', 'language', 'source', 'from', 'to', 'q'] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number];
export const LEAD_PAGE_SIZE = { default: 25, max: 100 } as const;
export const SEARCH_MAX_LENGTH = 100;

/** Where a lead's e-mail to the company stands. */
export type MailState =
  | { state: 'sent'; at: string; attempts: number }
  | { state: 'pending' }
  | { state: 'retrying'; attempts: number; nextAttemptAt: string; lastError: string | null }
  | { state: 'given-up'; at: string; attempts: number; reason: string | null; lastError: string | null }
  /** Stored before lead mails existed. */
  | { state: 'none' };

/** What the list and a lead's page both show of a lead. */
interface LeadIdentity {
  kind: LeadKindName;
  id: number;
  fullName: string;
  email: string;
  phone: string | null;
  /** The course or the project type. */
  choice: string;
  language: Language;
  status: LeadStatus;
  submittedAt: string;
}

/** A lead in the list. */
export interface LeadSummary extends LeadIdentity {
  /** `sourceLabel` of the lead's source. */
  source: string;
  mail: MailState['state'];
}

export interface LeadList {
  items: LeadSummary[];
  /** Leads of the filter per status (every status filtered or not, so the counts stay visible). */
  counts: Record<LeadStatus, number>;
  /** Leads of the filter, status included. */
  total: number;
  /** The cursor of the next (older) page, or null on the last. */
  next: string | null;
}

export interface StatusChange {
  status: LeadStatus;
  /** The staff member's username; null for the first status, New. */
  by: string | null;
  at: string;
}

export interface Note {
  id: number;
  author: string;
  body: string;
  at: string;
}

/** One field of the form as submitted, with its label. */
export interface LeadField {
  name: string;
  label: string;
  value: string | null;
  multiline: boolean;
}

export interface LeadDetail extends LeadIdentity {
  userAgent: string | null;
  /** Every field of the form, in the form's order. */
  fields: LeadField[];
  source: LeadSource & { label: string };
  mail: MailState;
  /** The statuses staff may set on this kind of lead. */
  statuses: LeadStatus[];
  /** Oldest first. */
  history: StatusChange[];
  /** Oldest first. */
  notes: Note[];
}

export interface StatusRequest {
  status: LeadStatus;
}

export interface NoteRequest {
  body: string;
}

/** Leads per week (weeks start on Monday, Pakistan time), by source and by kind, oldest first. */
export interface WeeklyStats {
  weeks: Array<{
    /** The Monday, `YYYY-MM-DD`. */
    start: string;
    total: number;
    byKind: Record<LeadKindName, number>;
    bySource: Record<string, number>;
  }>;
  /** Every source that appears, the largest first. */
  sources: string[];
}
export const WEEKLY_WEEKS = { default: 12, max: 52 } as const;

// ---------------------------------------------------------------------------------------------
// The audit log (admins)

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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: number;
  at: string;
  /** Who did it: a username (as typed, for a failed sign-in), `cli` for the staff tool. */
  actor: string | null;
  action: AuditAction;
  /** What it was done to: `enrollment/3`, a username. */
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

// ---------------------------------------------------------------------------------------------

export interface ApiError {
  message: string;
  errors?: Record<string, string[]>;
}

export type { ClickIdKind, LeadSource };
