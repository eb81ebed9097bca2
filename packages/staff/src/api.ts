import { leadKindSlugs, type LeadKindName } from './kinds';

/** What a lead's endpoints add to its path (the API routes them under `staffApi.leadPattern`). */
export const leadActions = { status: 'status', notes: 'notes', mailRetry: 'mail/retry' } as const;

/** Where every staff endpoint lives. */
export const STAFF_API_BASE = '/api/v1/staff';

/**
 * The staff API's paths. Every answer is JSON (the export is CSV); without a live session the
 * answer is 401. The request and answer types are in sign-in.ts, inbox.ts and audit.ts.
 */
export const staffApi = {
  /** POST `SignInRequest` → `SignInAnswer`; DELETE: sign out (204). */
  session: `${STAFF_API_BASE}/session`,
  /** POST `TotpRequest` (with the two-step cookie) → `SignInAnswer`. */
  sessionTotp: `${STAFF_API_BASE}/session/totp`,
  /** GET → `Me`. */
  me: `${STAFF_API_BASE}/me`,
  /** GET with `LeadQuery` parameters → `LeadList`. */
  leads: `${STAFF_API_BASE}/leads`,
  /** GET with `LeadQuery` parameters (no cursor, no limit) → CSV of every lead of the filter. */
  leadsCsv: `${STAFF_API_BASE}/leads/export.csv`,
  /** GET with `LeadQuery` filters and `weeks` → `WeeklyStats`. */
  weekly: `${STAFF_API_BASE}/stats/weekly`,
  /** GET → `LeadDetail`. */
  lead: (kind: LeadKindName, id: number) => `${STAFF_API_BASE}/leads/${leadKindSlugs[kind]}/${id}`,
  /** The lead endpoints' route pattern (the API's router): `kind` is a slug. */
  leadPattern: `${STAFF_API_BASE}/leads/:kind/:id`,
  /** POST `StatusRequest` → `LeadDetail`. */
  leadStatus: (kind: LeadKindName, id: number) => `${staffApi.lead(kind, id)}/${leadActions.status}`,
  /** POST `NoteRequest` → `LeadDetail`. */
  leadNotes: (kind: LeadKindName, id: number) => `${staffApi.lead(kind, id)}/${leadActions.notes}`,
  /** POST (no body) → `LeadDetail`: a given-up mail is due again. */
  leadMailRetry: (kind: LeadKindName, id: number) => `${staffApi.lead(kind, id)}/${leadActions.mailRetry}`,
  /** GET `?before=<cursor>` → `AuditPage` (admins only: 403 for staff). */
  audit: `${STAFF_API_BASE}/audit`,
  /** POST `SetupCheckRequest` → `SetupInfo` (a one-time link's token, from the link's fragment). */
  setupCheck: `${STAFF_API_BASE}/setup/check`,
  /** POST `SetupRequest` → 204, or 422 with `errors.password` / `errors.totpCode`. */
  setup: `${STAFF_API_BASE}/setup`,
} as const;

/** The header of the session's CSRF token on every request that changes something. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** A refusal: `{ message }`, and for a 422 the messages of each field. */
export interface ApiError {
  message: string;
  errors?: Record<string, string[]>;
}
