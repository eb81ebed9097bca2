/**
 * What the visitor reads about a lead: the API's field messages and each form's answers. Only
 * text lives here (the limits they quote come from the fields and dates), so the messages of
 * another language are a sibling of these objects.
 */
import { START_DATE_MAX_MONTHS } from './dates';
import { PHONE_DIGITS, type FieldRule } from './fields';

/** The API's field messages (422 `errors`), for any field by its rule. */
export const validationMessages = {
  required: (rule: FieldRule) => `${rule.label} ${rule.plural ? 'are' : 'is'} required.`,
  notText: (rule: FieldRule) => `${rule.label} must be text.`,
  tooLong: (rule: FieldRule) => `${rule.label} must be at most ${rule.maxLength} characters.`,
  badCharacters: (rule: FieldRule) => `${rule.label} contains characters that are not allowed.`,
  email: 'Enter a valid email address.',
  phone: `Enter a phone number of ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits, such as 0300 1234567 or +92 300 1234567.`,
  date: (rule: FieldRule) => `${rule.label} must be a real date written as YYYY-MM-DD.`,
  datePast: (rule: FieldRule) => `${rule.label} cannot be in the past.`,
  dateTooFar: (rule: FieldRule) => `${rule.label} must be within the next ${START_DATE_MAX_MONTHS} months.`,
} as const;

/** The 422 answer's `message`, also the project form's top message when a 422 has none. */
export const VALIDATION_FAILED = 'Validation failed.';

/** What the project form tells the visitor when the server refuses or cannot be reached. */
export const projectRequestMessages = {
  validationFailed: VALIDATION_FAILED,
  generic: 'There was an error submitting your request. Please try again later.',
  successTitle: 'Thank you!',
  successText: "We've received your project details and will get back to you within 24 hours.",
} as const;

/** The enrollment form's answers to the visitor (the spec gives none). */
export const enrollmentMessages = {
  invalid: 'Please correct the highlighted fields, then submit again.',
  network: 'We could not reach our server. Please check your internet connection and try again.',
  generic: 'There was an error submitting your enrollment. Please try again later.',
  successTitle: 'Enrollment Successful!',
} as const;
