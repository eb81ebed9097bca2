/**
 * The leads contract: what the project-request and enrollment forms send, what the API accepts,
 * and the messages either side shows. The API validates from it, the forms build their fields
 * (names, options, maxLength) from it and the e2e tests read it, so a list or a limit is
 * written once. The API runs it compiled to CommonJS (`npm run build -w @site/leads`); the front
 * ends and the site's server bundle it from source.
 *
 *   fields.ts    the fields of both forms, their option lists and limits
 *   dates.ts     the window of an enrollment's start date
 *   language.ts  the languages a lead comes in ('en' | 'ur') and the API's choice of one
 *   messages.ts  every message the visitor reads, in English (field messages, each form's answers)
 *   words.ts     both forms' words in English (labels, hints, placeholders, buttons, options)
 *   text.ts      each form's texts in one language as one object (words, field messages, answers)
 *   characters.ts  what a text typed by a person may hold (no control or text-direction character)
 *   urdu-enrollment.ts, urdu-project-request.ts  the Urdu of each form's texts, a module per form
 *                that a page loads in Urdu only (`@site/leads/urdu-enrollment`, …)
 *   urdu-validation.ts  the field messages in Urdu
 *   languages.ts the texts in every language, for the API and the site's server
 *   validity.ts  the browser's own checks said in the page's language
 *   client.ts    the JSON body, the reading of the API's answer, a form posted without script
 *   forms.ts     the two forms by id (fields, API path, answers) and sending one
 *   source.ts    where a lead came from (campaign, click id, referrer, pages), and its cleaning
 *   stored-source.ts  the device's record of it (the page's head script keeps it), read by the forms
 *   idempotency.ts  one lead per submission: the key a form sends with it
 *   submissions.ts  a form's script sending a submission (`submitLead`), with the record and the key
 */
export {
  HONEYPOT_FIELD,
  PHONE_DIGITS,
  budgetRanges,
  emptyForm,
  enrollmentCourses,
  enrollmentFields,
  projectRequestFields,
  projectTypes,
  type BudgetRange,
  type EnrollmentCourse,
  type FieldKind,
  type FieldRule,
  type FormErrors,
  type FormName,
  type FormState,
  type FormValues,
  type LeadFields,
  type ProjectType,
} from './fields';
export {
  DIRECTION_TRICKS,
  MULTI_LINE_FORBIDDEN,
  SINGLE_LINE_FORBIDDEN,
  textProblem,
  type TextProblem,
} from './characters';
export { START_DATE_MAX_MONTHS, START_DATE_TIME_ZONE, startDateRange } from './dates';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_FIELD,
  isLanguage,
  languageNames,
  preferredLanguage,
  type Language,
} from './language';
export {
  SERVER_UNAVAILABLE,
  VALIDATION_FAILED,
  enrollmentMessages,
  projectRequestMessages,
  validationMessages,
  type EnrollmentMessages,
  type ProjectRequestMessages,
  type ValidationMessages,
} from './messages';
export {
  choiceOptions,
  enrollmentWords,
  projectRequestWords,
  type EnrollmentWords,
  type ProjectRequestWords,
  type RequiredNote,
} from './words';
export {
  englishTexts,
  enrollmentText,
  projectRequestText,
  type EnrollmentText,
  type LeadFormText,
  type LeadTexts,
  type ProjectRequestText,
} from './text';
export { leadTextsIn, serverUnavailableIn, validationFailedIn, validationMessagesIn } from './languages';
export { urduFieldLabels, type FieldLabel, type UrduLabel } from './urdu-validation';
export { validityHandlers, validityMessage, type Validity, type ValidityHandlers } from './validity';
export { postedValues, postLead, toApiBody, type LeadExtras, type SubmitOutcome } from './client';
export {
  isLeadFormId,
  isUnavailable,
  leadForms,
  leadPaths,
  sendLeadForm,
  type LeadForm,
  type LeadFormId,
  type SendOptions,
  type SendResult,
  type SubmitFailure,
} from './forms';
export {
  CLICK_ID_PARAMS,
  DIRECT_SOURCE,
  SOURCE_FIELD,
  SOURCE_KEYS,
  SOURCE_LIMITS,
  UTM_PARAMS,
  sanitizeSource,
  sourceLabel,
  type ClickIdKind,
  type LeadSource,
  type LeadSourceKey,
  type UtmParam,
} from './source';
export {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_MS,
  isIdempotencyKey,
} from './idempotency';
export { SOURCE_STORAGE_KEY, forgetStoredSource, storedSource } from './stored-source';
export {
  leadSubmissions,
  submitLead,
  type LeadResult,
  type LeadSubmissions,
  type SubmitLeadOptions,
  type Submission,
} from './submissions';
