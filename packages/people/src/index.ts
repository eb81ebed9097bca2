/**
 * The people's accounts contract (issue 43): how the pages of students and visitors with an
 * account (accounts-mfe: `/login` and its states, `/student/login`, `/profile`) and the staff's
 * students pages talk to the API, and every fact both sides share. A person is an account apart
 * from staff (its own table, sessions and cookie) on the staff's rules: the password policy,
 * argon2id, hashed sessions and links, CSRF and origin checks, guesses counted before the
 * password is checked. The pages take every account's data from the API in the browser; the
 * rendering server never sees a session, an account or a lead. The API runs it compiled to
 * CommonJS (`npm run build -w @site/people`); accounts-mfe bundles it from source. It runs in the
 * browser: nothing here imports Node.
 *
 *   api.ts        the people API's paths (`peopleApi`), the staff's students paths (`studentsApi`)
 *   account.ts    a person's requests and the answers (sign-up, sign-in, links, me, export)
 *   profile.ts    the profile's fields and limits (@site/leads' rules), their Urdu labels
 *   sessions.ts   the session cookie's name, "Keep me signed in", the device's signed-in flag
 *   links.ts      the links' purposes and lifetime, /login's states, the token's fragment
 *   statuses.ts   a lead's status worded for a client; a course's status and progress
 *   students.ts   the staff side: enroll a lead as a student, batches, progress for one or many
 *   words/        what the API says to a person, in English and Urdu: its refusals
 *                 (refusals.ts, urdu-refusals.ts; both in languages.ts), the statuses' words
 *                 (statuses.ts), the account mails (mail.ts, the API's only). Staff words are
 *                 @site/staff's (`studentWords`).
 *
 * Every answer is JSON. A refusal is `{ message }` (`ApiError` of @site/staff), a 422 adds
 * `errors` per field; every change sends the session's CSRF token in `X-CSRF-Token` (`CSRF_HEADER`
 * of @site/staff) once signed in, and comes from the site's own origin.
 */
export { PEOPLE_API_BASE, peopleApi, requestSlugs, studentsApi } from './api';
export {
  ACCOUNT_MAIL_KINDS,
  type AccountMailKind,
  type DeleteAccountRequest,
  type LinkInfo,
  type LinkRequest,
  type NotVerified,
  type PasswordResetRequest,
  type PersonCourse,
  type PersonExport,
  type PersonMe,
  type Sent,
  type SentRequest,
  type SentRequestDetail,
  type SetPasswordRequest,
  type SignInRequest,
  type SignUpRequest,
} from './account';
export {
  PROFILE_LIMITS,
  profileFields,
  profileFieldsIn,
  signUpFields,
  urduProfileLabels,
  type PersonProfile,
  type ProfileFields,
  type ProfileUpdate,
} from './profile';
export {
  BROWSER_SESSION_IDLE_MINUTES,
  BROWSER_SESSION_MAX_HOURS,
  KEEP_SIGNED_IN_DAYS,
  PERSON_SESSION_COOKIE,
  SIGNED_IN_ATTRIBUTE,
  SIGNED_IN_FLAG_KEY,
  SIGNED_IN_FLAG_VALUE,
} from './sessions';
export {
  LANGUAGE_PREFIX,
  LINK_LIFETIME_HOURS,
  LINK_PURPOSES,
  LINK_TOKEN_PARAM,
  LOGIN_MODES,
  LOGIN_MODE_PARAM,
  isLinkPurpose,
  isLoginMode,
  languageOrEnglish,
  loginPath,
  personLink,
  type LinkPurpose,
  type LoginMode,
} from './links';
export {
  CLIENT_STATUSES,
  COURSE_STATUSES,
  PROGRESS,
  clientStatusOf,
  isCourseStatus,
  isProgress,
  type ClientStatus,
  type CourseStatus,
} from './statuses';
export {
  BATCH_START_WINDOW_DAYS,
  PROGRESS_IDS_MAX,
  STUDENT_PAGE_SIZE,
  batchStartProblem,
  type BatchSummary,
  type EnrollStudentAnswer,
  type EnrollStudentRequest,
  type LeadStudent,
  type ProgressAnswer,
  type ProgressChange,
  type ProgressRequest,
  type StudentList,
  type StudentQuery,
  type StudentRow,
} from './students';
export { peopleRefusals, type PeopleRefusals, type PersonPasswordProblem } from './words/refusals';
export { urduPeopleRefusals } from './words/urdu-refusals';
export { peopleRefusalsIn } from './words/languages';
export { clientStatusLabels, courseStatusLabels } from './words/statuses';
export { accountMailWords, type AccountMailFacts, type AccountMailText } from './words/mail';
