import { STAFF_API_BASE, staffApi } from '@site/staff';
import type { LeadKindName } from '@site/staff';

/** Where every endpoint of a person's account lives (students and visitors; staff's are apart). */
export const PEOPLE_API_BASE = '/api/v1/people';

/**
 * The people API's paths. Every answer is JSON (the export is a JSON download), `Cache-Control:
 * no-store`. A request that changes something comes from the site's own origin (`Origin`, else
 * `Sec-Fetch-Site: same-origin`: 403 otherwise); once signed in, it also sends the session's
 * CSRF token in `X-CSRF-Token` (`CSRF_HEADER` of @site/staff; 403 without it). Without a live
 * session, every `me…` path answers 401 `refusals.signIn`. A refusal is `{ message }`
 * (`ApiError` of @site/staff), a 422 adds `errors` per field, a 429 has `Retry-After`. Every
 * message is in the request's language: the body's `language`, else `Accept-Language`, else
 * English.
 */
export const peopleApi = {
  /**
   * POST `SignUpRequest` → 202 `Sent`, the same whether or not the address already has an
   * account (a new one gets a verification link, an existing one's owner an "already have an
   * account" mail). 422 per field (`name`, `email`, `password`, `language`); 429 (per address,
   * per e-mail) with Retry-After.
   */
  signUp: `${PEOPLE_API_BASE}/sign-up`,
  /**
   * POST `LinkRequest` (a verification link's token) → 204: the address is confirmed; 410 for a
   * used, expired or unknown link (`refusals.linkGone`).
   */
  verify: `${PEOPLE_API_BASE}/verify`,
  /**
   * POST `SignInRequest` → 200 `PersonMe` and the session cookie (`PERSON_SESSION_COOKIE`);
   * 401 `refusals.wrongCredentials` (unknown e-mail and wrong password alike, after the same
   * work); 403 `NotVerified` when the password is right but the address of an account made
   * through Create Account is not confirmed yet (a new link is mailed); 429 with Retry-After.
   * DELETE (CSRF) → 204: this session ended on the server, the cookie cleared.
   */
  session: `${PEOPLE_API_BASE}/session`,
  /** DELETE (CSRF) → 204: every session of the person ended, on every device, this one too. */
  sessions: `${PEOPLE_API_BASE}/sessions`,
  /**
   * GET → `PersonMe`: the profile, the courses, what they sent. DELETE (CSRF) with
   * `DeleteAccountRequest` → 204: the account deleted, every session ended, the cookie cleared;
   * 403 `refusals.wrongPassword` (the password is asked again; a 401 would mean signed out); 429.
   */
  me: `${PEOPLE_API_BASE}/me`,
  /** POST (CSRF) `ProfileUpdate` → 200 `PersonProfile`; 422 per field. */
  profile: `${PEOPLE_API_BASE}/me/profile`,
  /**
   * GET → `SentRequestDetail`: one lead the person sent with their verified address; 404
   * `refusals.notFound` for any other (another person's, an unverified address's, none).
   */
  request: (kind: LeadKindName, id: number) => `${PEOPLE_API_BASE}/me/requests/${requestSlugs[kind]}/${id}`,
  /** The route pattern of `request` (the API's router): `kind` is a slug of `requestSlugs`. */
  requestPattern: `${PEOPLE_API_BASE}/me/requests/:kind/:id`,
  /** GET → `PersonExport` as a download (`Content-Disposition: attachment`). */
  export: `${PEOPLE_API_BASE}/me/export`,
  /**
   * POST `PasswordResetRequest` → 202 `Sent`, the same whether or not the address has an account
   * (an account's owner gets a reset link); 422 for an address that is not one; 429.
   */
  passwordReset: `${PEOPLE_API_BASE}/password-reset`,
  /** POST `LinkRequest` (a reset or invitation link's token) → `LinkInfo`; 410 `refusals.linkGone`. */
  link: `${PEOPLE_API_BASE}/link`,
  /**
   * POST `SetPasswordRequest` (a reset or invitation link's token) → 204: the password is set,
   * every other session ended; 422 `errors.password`; 410 `refusals.linkGone`.
   */
  password: `${PEOPLE_API_BASE}/password`,
} as const;

/** A kind of lead in a person's URL, as in the staff API's. */
export const requestSlugs: Readonly<Record<LeadKindName, string>> = {
  project_request: 'project-request',
  enrollment: 'enrollment',
};

/**
 * The staff API's paths for students (under the staff API, behind the staff session, its CSRF
 * token and origin check, as the inbox's). English only, like every staff page.
 */
export const studentsApi = {
  /**
   * GET → `LeadStudent`: whether the enrollment is a student yet and whether its address has an
   * account. POST `EnrollStudentRequest` → 201 `EnrollStudentAnswer` (and the lead's status is
   * Enrolled); 404 no such enrollment; 409 `studentWords.refusals.already` when this lead is a
   * student already; 422 `errors.batchStart`.
   */
  enroll: (leadId: number) => `${staffApi.lead('enrollment', leadId)}/student`,
  /** The route pattern of `enroll`. */
  enrollPattern: `${STAFF_API_BASE}/leads/enrollment/:id/student`,
  /**
   * GET `StudentQuery` parameters → `StudentList`: the batches (every course and batch start,
   * with their numbers) and, with `course` and `batch`, that batch's students; 400 naming a bad
   * parameter.
   */
  students: `${STAFF_API_BASE}/students`,
  /**
   * POST `ProgressRequest` → 200 `ProgressAnswer`: one or several students (`ids`) or a whole
   * batch (`course` + `batchStart`) set at once, each change in the audit log; 422 per field;
   * 404 when none of them exists.
   */
  progress: `${STAFF_API_BASE}/students/progress`,
} as const;
