/**
 * The leads contract's field messages in Urdu (the API's 422 `errors` and the browser's own checks
 * on an Urdu page), shared by both forms' Urdu texts (./project-request.ts, ./enrollment.ts).
 */
import { START_DATE_MAX_MONTHS } from './dates';
import { PHONE_DIGITS, type enrollmentFields, type projectRequestFields, type FieldRule } from './fields';
import type { ValidationMessages } from './messages';

/** Every field label the API names, from both forms' rules. */
export type FieldLabel =
  | (typeof projectRequestFields)[keyof typeof projectRequestFields]['label']
  | (typeof enrollmentFields)[keyof typeof enrollmentFields]['label'];

/**
 * A field's name in Urdu, as a sentence's subject (`label`: پورا نام لازمی ہے) and before a
 * postposition, where Urdu inflects it (`oblique`: پورے نام میں …; کمپنی کا نام → کمپنی کے نام).
 */
export type UrduLabel = {
  readonly label: string;
  readonly oblique: string;
};

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
  directionMarks: (rule) =>
    `${ur(rule).oblique} میں متن کی سمت بدلنے والے پوشیدہ نشان یا لائن توڑنے والے حروف ہیں۔ براہِ کرم اسے پیسٹ کرنے کے بجائے دوبارہ ٹائپ کریں۔`,
  email: 'درست ای میل ایڈریس درج کریں۔',
  phone: `${PHONE_DIGITS.min} سے ${PHONE_DIGITS.max} ہندسوں کا فون نمبر درج کریں، مثلاً ${ltr('0300 1234567')} یا ${ltr('+92 300 1234567')}۔`,
  date: (rule) => `${ur(rule).oblique} کے لیے درست تاریخ YYYY-MM-DD کی صورت میں لکھیں۔`,
  datePast: (rule) => `${ur(rule).oblique} کے لیے گزری ہوئی تاریخ نہیں دی جا سکتی۔`,
  dateTooFar: (rule) =>
    `${ur(rule).oblique} کے لیے اگلے ${START_DATE_MAX_MONTHS} مہینوں کے اندر کی تاریخ منتخب کریں۔`,
  invalidChoice: (rule) => urduInvalidChoice[rule.label] ?? `${ur(rule).label} درست نہیں۔`,
  language: 'زبان en (انگریزی) یا ur (اردو) ہونی چاہیے۔',
};

/** The 422 answer's `message` in Urdu. */
export const urduValidationFailed = 'کچھ معلومات درست نہیں۔';

/** A gateway's `message` while no API answers, in Urdu (SERVER_UNAVAILABLE in ./messages.ts). */
export const urduServerUnavailable =
  'ہمارا سرور کچھ دیر کے لیے دستیاب نہیں۔ براہِ کرم ایک منٹ بعد دوبارہ کوشش کریں۔';
