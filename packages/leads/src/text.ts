/**
 * Each lead form's texts in one language, as one object: its words, the messages of the browser's
 * checks and of the API's field errors, and its answers. A page takes its form's texts in its own
 * language (an app declares them as a part of its catalogue, @site/i18n), so an English page
 * carries no Urdu and an Urdu page loads the Urdu with the form (urdu-*.ts). The API and the site's
 * server, which answer in every language, take them all (./languages.ts).
 */
import {
  VALIDATION_FAILED,
  enrollmentMessages,
  projectRequestMessages,
  validationMessages,
  type EnrollmentMessages,
  type ProjectRequestMessages,
  type ValidationMessages,
} from './messages';
import {
  enrollmentWords,
  projectRequestWords,
  type EnrollmentWords,
  type ProjectRequestWords,
} from './words';

export type LeadFormText<Words, Answers> = {
  readonly words: Words;
  /** What the visitor reads of a submit that was not stored. */
  readonly answers: Answers;
  /** The messages of the fields, by their rules (the browser's checks and the API's 422). */
  readonly validation: ValidationMessages;
  /** The 422 answer's `message` when the API gave none. */
  readonly validationFailed: string;
};

export type ProjectRequestText = LeadFormText<ProjectRequestWords, ProjectRequestMessages>;
export type EnrollmentText = LeadFormText<EnrollmentWords, EnrollmentMessages>;

/** Both forms' texts in one language, by the form's id (`LeadFormId`). */
export type LeadTexts = {
  readonly 'project-request': ProjectRequestText;
  readonly enrollment: EnrollmentText;
};

export const projectRequestText: ProjectRequestText = {
  words: projectRequestWords,
  answers: projectRequestMessages,
  validation: validationMessages,
  validationFailed: VALIDATION_FAILED,
};

export const enrollmentText: EnrollmentText = {
  words: enrollmentWords,
  answers: enrollmentMessages,
  validation: validationMessages,
  validationFailed: VALIDATION_FAILED,
};

/** Both forms' texts in English. */
export const englishTexts: LeadTexts = { 'project-request': projectRequestText, enrollment: enrollmentText };
