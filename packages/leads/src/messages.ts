/**
 * What the visitor reads about a lead, in English: the API's field messages and each form's
 * answers. Only text lives here (the limits they quote come from the fields and dates). English is
 * the source; every other language (urdu-*.ts) has the same shape, so a missing message fails the
 * type-check.
 */
import { START_DATE_MAX_MONTHS } from './dates';
import { PHONE_DIGITS, type FieldRule } from './fields';

/** The messages of one language for any field by its rule (the API's 422 `errors`). */
export type ValidationMessages = {
  readonly required: (rule: FieldRule) => string;
  readonly notText: (rule: FieldRule) => string;
  readonly tooLong: (rule: FieldRule) => string;
  readonly badCharacters: (rule: FieldRule) => string;
  /** A one-line field with text-direction controls or line/paragraph separators. */
  readonly directionMarks: (rule: FieldRule) => string;
  readonly email: string;
  readonly phone: string;
  readonly date: (rule: FieldRule) => string;
  readonly datePast: (rule: FieldRule) => string;
  readonly dateTooFar: (rule: FieldRule) => string;
  /** A choice that is not one of the options. */
  readonly invalidChoice: (rule: FieldRule) => string;
  /** A `language` in the body that is not one of the leads' languages. */
  readonly language: string;
};

/** The API's field messages (422 `errors`), for any field by its rule. */
export const validationMessages = {
  required: (rule: FieldRule) => `${rule.label} ${rule.plural ? 'are' : 'is'} required.`,
  notText: (rule: FieldRule) => `${rule.label} must be text.`,
  tooLong: (rule: FieldRule) => `${rule.label} must be at most ${rule.maxLength} characters.`,
  badCharacters: (rule: FieldRule) => `${rule.label} contains characters that are not allowed.`,
  directionMarks: (rule: FieldRule) =>
    `${rule.label} contains hidden text-direction marks or line separators. Please type it again instead of pasting it.`,
  email: 'Enter a valid email address.',
  phone: `Enter a phone number of ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits, such as 0300 1234567 or +92 300 1234567.`,
  date: (rule: FieldRule) => `${rule.label} must be a real date written as YYYY-MM-DD.`,
  datePast: (rule: FieldRule) => `${rule.label} cannot be in the past.`,
  dateTooFar: (rule: FieldRule) => `${rule.label} must be within the next ${START_DATE_MAX_MONTHS} months.`,
  invalidChoice: (rule: FieldRule) =>
    rule.kind === 'choice' ? rule.invalidChoice : `${rule.label} is not valid.`,
  language: 'Language must be en (English) or ur (Urdu).',
} as const satisfies ValidationMessages;

/** The 422 answer's `message`, also the project form's top message when a 422 has none. */
export const VALIDATION_FAILED = 'Validation failed.';

/**
 * The `message` of a gateway's JSON answer while no API answers (502/503/504): the site's server's
 * /api proxy and nginx send it.
 */
export const SERVER_UNAVAILABLE = 'Our server is briefly unavailable. Please try again in a minute.';

/** What the project form tells the visitor when the server refuses or cannot be reached. */
export const projectRequestMessages = {
  validationFailed: VALIDATION_FAILED,
  generic: 'There was an error submitting your request. Please try again later.',
  /**
   * Said after `generic` when a gateway answered 502/503/504 (the specification's sentence stays
   * first and whole, docs/decisions/0024-losing-an-instance.md).
   */
  unavailable: 'Our server is briefly unavailable; everything you typed is still here.',
  successTitle: 'Thank you!',
  successText: "We've received your project details and will get back to you within 24 hours.",
} as const;

export type ProjectRequestMessages = { readonly [K in keyof typeof projectRequestMessages]: string };

/** The enrollment form's answers to the visitor (the spec gives none). */
export const enrollmentMessages = {
  invalid: 'Please correct the highlighted fields, then submit again.',
  /** The visitor's own network failed: the browser got no answer at all. */
  network: 'We could not reach our server. Please check your internet connection and try again.',
  /** A gateway answered 502/503/504: our server, not the visitor's network. */
  unavailable:
    'Our server is briefly unavailable. Everything you typed is still here: please try again in a minute.',
  generic: 'There was an error submitting your enrollment. Please try again later.',
  successTitle: 'Enrollment Successful!',
} as const;

export type EnrollmentMessages = { readonly [K in keyof typeof enrollmentMessages]: string };
