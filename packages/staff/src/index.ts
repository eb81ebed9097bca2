/**
 * The staff contract: how the company's staff pages (accounts-mfe, under the admin sign-in's
 * path) and the API's staff endpoints (`/api/v1/staff/…`) talk, and every fact and word of the
 * staff area that both sides, or the API and its tools, share. The pages take every lead from the
 * API in the browser, with the staff session's cookie; the site's rendering server renders only
 * their frame and never sees a session or a lead. The API runs it compiled to CommonJS
 * (`npm run build -w @site/staff`); accounts-mfe bundles it from source. It runs in the browser:
 * nothing here imports Node.
 *
 *   kinds.ts      the kinds of lead and their URL slugs
 *   statuses.ts   a lead's statuses, which kind has which
 *   passwords.ts  the password rules: lengths, the username inside, what the browser can check
 *   totp.ts       the authenticator's codes: digits, period, reading what was typed
 *   usernames.ts  a username's pattern, normalisation and check
 *   time.ts       the staff area's time zone (Pakistan's) and its offset
 *   pages.ts      the staff pages' paths, under `paths.admin` of @site/site; a one-time link
 *   api.ts        the staff API's paths, the CSRF header, the shape of a refusal
 *   sign-in.ts    roles; signing in and one-time links: requests and answers
 *   inbox.ts      the list's filters and limits, a lead, notes, the weekly counts
 *   audit.ts      the audit log's actions and entries
 *   words/        every word staff read (English only): the labels of the values above
 *                 (labels.ts), the API's refusals (refusals.ts), a password's problems
 *                 (passwords.ts), and each staff page's words
 *                 (frame.ts, inbox.ts, lead.ts, setup.ts, audit.ts, students.ts: the students of
 *                 issue 43, whose types are @site/people's), which accounts-mfe declares as parts
 *                 of its catalogue
 *
 * Every answer is JSON (the export is CSV). Errors are `{ message }` (`ApiError`), 422 adds
 * `errors` per field. Every request that changes something sends the session's CSRF token in
 * `X-CSRF-Token` and comes from the site's own origin; without a session the API answers 401.
 */
export { LEAD_KINDS, isLeadKind, leadKindOfSlug, leadKindSlugs, type LeadKindName } from './kinds';
export {
  FIRST_STATUS,
  LEAD_STATUSES,
  isLeadStatus,
  isStatusOf,
  statusesOf,
  type LeadStatus,
} from './statuses';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_IN_PASSWORD_MIN_LENGTH,
  normalizePassword,
  passwordLength,
  passwordRuleProblems,
  type PasswordProblem,
} from './passwords';
export { TOTP_DIGITS, TOTP_FIELD_MAX_LENGTH, TOTP_PERIOD_SECONDS, totpCodeDigits } from './totp';
export { USERNAME_LENGTH, USERNAME_PATTERN, checkUsername, normalizeUsername } from './usernames';
export { STAFF_TIME_ZONE, STAFF_UTC_OFFSET_HOURS } from './time';
export { LINK_LIFETIME_HOURS, SETUP_TOKEN_PARAM, setupLink, staffPages } from './pages';
export { CSRF_HEADER, STAFF_API_BASE, leadActions, staffApi, type ApiError } from './api';
export {
  STAFF_ROLES,
  isStaffRole,
  totpRequired,
  type Me,
  type SetupCheckRequest,
  type SetupInfo,
  type SetupRequest,
  type SignInAnswer,
  type SignInRequest,
  type StaffRole,
  type TotpRequest,
} from './sign-in';
export {
  FILTER_DAY,
  FILTER_TEXT_MAX,
  LEAD_FILTERS,
  LEAD_PAGE_SIZE,
  NOTE_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  WEEKLY_WEEKS,
  countOf,
  noteProblem,
  noteText,
  type LeadDetail,
  type LeadField,
  type LeadFilter,
  type LeadList,
  type LeadQuery,
  type LeadSummary,
  type MailState,
  type Note,
  type NoteProblem,
  type NoteRequest,
  type StatusChange,
  type StatusRequest,
  type WeeklyStats,
} from './inbox';
export {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  CLI_ACTOR,
  NOT_A_USERNAME,
  isAuditAction,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
} from './audit';
export {
  auditActionLabels,
  kindLabels,
  kindPluralLabels,
  mailStateLabels,
  roleLabels,
  sourceLabels,
  statusLabels,
} from './words/labels';
export { passwordMessages } from './words/passwords';
export { refusals } from './words/refusals';
export { frameWords } from './words/frame';
export { inboxWords } from './words/inbox';
export { leadWords } from './words/lead';
export { setupWords } from './words/setup';
export { auditWords } from './words/audit';
export { studentWords } from './words/students';

export type { ClickIdKind, LeadSource } from '@site/leads';
