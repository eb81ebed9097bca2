/**
 * The contract's texts in every language, for what answers in all of them: the API (its field
 * messages and its 422 `message` in the lead's language) and the site's server (the forms posted
 * without script). A page takes only its own language's (./text.ts).
 */
import type { Language } from './language';
import {
  SERVER_UNAVAILABLE,
  VALIDATION_FAILED,
  validationMessages,
  type ValidationMessages,
} from './messages';
import { englishTexts, type LeadTexts } from './text';
import urduEnrollment from './urdu-enrollment';
import urduProjectRequest from './urdu-project-request';
import { urduServerUnavailable, urduValidationFailed, urduValidationMessages } from './urdu-validation';

/** Both forms' texts in each language. */
export const leadTextsIn: Readonly<Record<Language, LeadTexts>> = {
  en: englishTexts,
  ur: { 'project-request': urduProjectRequest, enrollment: urduEnrollment },
};

/** The field messages in each language. */
export const validationMessagesIn: Readonly<Record<Language, ValidationMessages>> = {
  en: validationMessages,
  ur: urduValidationMessages,
};

/** The 422 answer's `message` in each language. */
export const validationFailedIn: Readonly<Record<Language, string>> = {
  en: VALIDATION_FAILED,
  ur: urduValidationFailed,
};

/** A gateway's JSON `message` while no API answers, in each language. */
export const serverUnavailableIn: Readonly<Record<Language, string>> = {
  en: SERVER_UNAVAILABLE,
  ur: urduServerUnavailable,
};
