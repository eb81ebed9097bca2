/**
 * What the visitor reads about a lead, in each language a lead can come in: the API's field
 * messages and each form's answers. Only text lives here (the limits they quote come from the
 * fields and dates). English is the source; every other language has the same shape, so a
 * missing message fails the type-check.
 */
import { START_DATE_MAX_MONTHS } from './dates';
import { PHONE_DIGITS, type enrollmentFields, type projectRequestFields, type FieldRule } from './fields';
import type { Language } from './language';

/** The messages of one language for any field by its rule (the API's 422 `errors`). */
export interface ValidationMessages {
  readonly required: (rule: FieldRule) => string;
  readonly notText: (rule: FieldRule) => string;
  readonly tooLong: (rule: FieldRule) => string;
  readonly badCharacters: (rule: FieldRule) => string;
  readonly email: string;
  readonly phone: string;
  readonly date: (rule: FieldRule) => string;
  readonly datePast: (rule: FieldRule) => string;
  readonly dateTooFar: (rule: FieldRule) => string;
  /** A choice that is not one of the options. */
  readonly invalidChoice: (rule: FieldRule) => string;
  /** A `language` in the body that is not one of the leads' languages. */
  readonly language: string;
}

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
  invalidChoice: (rule: FieldRule) =>
    rule.kind === 'choice' ? rule.invalidChoice : `${rule.label} is not valid.`,
  language: 'Language must be en (English) or ur (Urdu).',
} as const satisfies ValidationMessages;

/** Every field label the API names, from both forms' rules. */
export type FieldLabel =
  | (typeof projectRequestFields)[keyof typeof projectRequestFields]['label']
  | (typeof enrollmentFields)[keyof typeof enrollmentFields]['label'];

/**
 * A field's name in Urdu, as a sentence's subject (`label`: پورا نام لازمی ہے) and before a
 * postposition, where Urdu inflects it (`oblique`: پورے نام میں …; کمپنی کا نام → کمپنی کے نام).
 */
export interface UrduLabel {
  readonly label: string;
  readonly oblique: string;
}

export const urduFieldLabels: Readonly<Record<FieldLabel, UrduLabel>> = {
  'Full name': { label: 'پورا نام', oblique: 'پورے نام' },
  'Email address': { label: 'ای میل ایڈریس', oblique: 'ای میل ایڈریس' },
  'Company name': { label: 'کمپنی کا نام', oblique: 'کمپنی کے نام' },
  'Project type': { label: 'پروجیکٹ کی قسم', oblique: 'پروجیکٹ کی قسم' },
  'Budget range': { label: 'بجٹ کی حد', oblique: 'بجٹ کی حد' },
  'Project details': { label: 'پروجیکٹ کی تفصیلات', oblique: 'پروجیکٹ کی تفصیلات' },
  'Phone number': { label: 'فون نمبر', oblique: 'فون نمبر' },
  Course: { label: 'کورس', oblique: 'کورس' },
  'Start date': { label: 'شروع کرنے کی تاریخ', oblique: 'شروع کرنے کی تاریخ' },
  Message: { label: 'پیغام', oblique: 'پیغام' },
};

/** The Urdu name of a field (a label the contract does not know keeps its English one). */
const ur = (rule: FieldRule): UrduLabel =>
  urduFieldLabels[rule.label as FieldLabel] ?? { label: rule.label, oblique: rule.label };

// Invisible isolates (U+2066 LRI … U+2069 PDI) keep a Latin run in its order inside Urdu text:
// without them "+92 300 1234567" shows as "1234567 300 92+". Plain-text messages need them.
const ltr = (text: string) => `\u2066${text}\u2069`;

/** A choice field's message in Urdu, by the field's (English) label. */
const urduInvalidChoice: Readonly<Record<string, string>> = {
  'Project type': 'فہرست میں دی گئی پروجیکٹ کی اقسام میں سے ایک منتخب کریں۔',
  'Budget range': 'فہرست میں دی گئی بجٹ کی حدود میں سے ایک منتخب کریں۔',
  Course: 'فہرست میں دیے گئے کورسز میں سے ایک منتخب کریں۔',
};

/** The field messages in Urdu: the label as the subject, or in the oblique case before میں / کے لیے. */
export const urduValidationMessages: ValidationMessages = {
  required: (rule) => `${ur(rule).label} لازمی ${rule.plural ? 'ہیں' : 'ہے'}۔`,
  notText: (rule) => `${ur(rule).oblique} میں صرف متن درج کیا جا سکتا ہے۔`,
  tooLong: (rule) => `${ur(rule).oblique} میں زیادہ سے زیادہ ${rule.maxLength} حروف کی گنجائش ہے۔`,
  badCharacters: (rule) => `${ur(rule).oblique} میں ایسے حروف شامل ہیں جن کی اجازت نہیں۔`,
  email: 'درست ای میل ایڈریس درج کریں۔',
  phone: `${PHONE_DIGITS.min} سے ${PHONE_DIGITS.max} ہندسوں کا فون نمبر درج کریں، مثلاً ${ltr('0300 1234567')} یا ${ltr('+92 300 1234567')}۔`,
  date: (rule) => `${ur(rule).oblique} کے لیے درست تاریخ YYYY-MM-DD کی صورت میں لکھیں۔`,
  datePast: (rule) => `${ur(rule).oblique} کے لیے گزری ہوئی تاریخ نہیں دی جا سکتی۔`,
  dateTooFar: (rule) =>
    `${ur(rule).oblique} کے لیے اگلے ${START_DATE_MAX_MONTHS} مہینوں کے اندر کی تاریخ منتخب کریں۔`,
  invalidChoice: (rule) => urduInvalidChoice[rule.label] ?? `${ur(rule).label} درست نہیں۔`,
  language: 'زبان en (انگریزی) یا ur (اردو) ہونی چاہیے۔',
};

/** The field messages in each language. */
export const validationMessagesIn: Readonly<Record<Language, ValidationMessages>> = {
  en: validationMessages,
  ur: urduValidationMessages,
};

/** The 422 answer's `message`, also the project form's top message when a 422 has none. */
export const VALIDATION_FAILED = 'Validation failed.';

/** The 422 answer's `message` in each language. */
export const validationFailedIn: Readonly<Record<Language, string>> = {
  en: VALIDATION_FAILED,
  ur: 'کچھ معلومات درست نہیں۔',
};

/** What the project form tells the visitor when the server refuses or cannot be reached. */
export const projectRequestMessages = {
  validationFailed: VALIDATION_FAILED,
  generic: 'There was an error submitting your request. Please try again later.',
  successTitle: 'Thank you!',
  successText: "We've received your project details and will get back to you within 24 hours.",
} as const;

export type ProjectRequestMessages = { readonly [K in keyof typeof projectRequestMessages]: string };

export const projectRequestMessagesIn: Readonly<Record<Language, ProjectRequestMessages>> = {
  en: projectRequestMessages,
  ur: {
    validationFailed: validationFailedIn.ur,
    generic: 'آپ کی درخواست بھیجتے ہوئے ایک خرابی پیش آئی۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
    successTitle: 'شکریہ!',
    successText: 'ہمیں آپ کے پروجیکٹ کی تفصیلات موصول ہو گئی ہیں، ہم 24 گھنٹوں کے اندر آپ سے رابطہ کریں گے۔',
  },
};

/** The enrollment form's answers to the visitor (the spec gives none). */
export const enrollmentMessages = {
  invalid: 'Please correct the highlighted fields, then submit again.',
  network: 'We could not reach our server. Please check your internet connection and try again.',
  generic: 'There was an error submitting your enrollment. Please try again later.',
  successTitle: 'Enrollment Successful!',
} as const;

export type EnrollmentMessages = { readonly [K in keyof typeof enrollmentMessages]: string };

export const enrollmentMessagesIn: Readonly<Record<Language, EnrollmentMessages>> = {
  en: enrollmentMessages,
  ur: {
    invalid: 'براہِ کرم نشان زدہ خانوں کو درست کریں، پھر دوبارہ جمع کروائیں۔',
    network: 'ہم اپنے سرور سے رابطہ نہیں کر سکے۔ براہِ کرم اپنا انٹرنیٹ کنکشن چیک کر کے دوبارہ کوشش کریں۔',
    generic: 'آپ کا داخلہ فارم جمع کرواتے ہوئے ایک خرابی پیش آئی۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
    successTitle: 'داخلہ فارم کامیابی سے جمع ہو گیا!',
  },
};
