/**
 * The fields of both lead forms: their names in the form and in the API, which values each
 * accepts, and the option lists of the choice fields. The API validates from these rules and the
 * forms build their inputs (names, options, maxLength) from them.
 */

/** The hidden field of both forms that people never fill in; the API refuses a body with it set. */
export const HONEYPOT_FIELD = 'website';

/** The project form's Project Type choices, sent and stored as these labels. */
export const projectTypes = [
  'Web Application Development',
  'Mobile App Development',
  'E-commerce Store',
  'Custom Laravel Application',
  'React/Next.js Frontend',
  'Remix Application',
  'Shopify App Development',
  'API Development',
  'Database Design',
  'UI/UX Design',
  'Other',
] as const;

/** The project form's Budget Range choices (optional), sent and stored as these labels. */
export const budgetRanges = [
  'Under $5,000',
  '$5,000 - $15,000',
  '$15,000 - $30,000',
  '$30,000 - $50,000',
  '$50,000 - $100,000',
  '$100,000+',
  'Not sure yet',
] as const;

/** The enrollment form's course choices, sent and stored as these labels. */
export const enrollmentCourses = [
  'Web Development',
  'Mobile Application Development',
  'Shopify Apps Development',
  'Shopify Store Creation and Modifications',
  'React JS',
  'Laravel',
  'React Native',
  'MERN Stack',
  'Basic Computer Course (Windows, MS Office)',
  'Digital Marketing',
  'Crypto',
] as const;

export type ProjectType = (typeof projectTypes)[number];
export type BudgetRange = (typeof budgetRanges)[number];
export type EnrollmentCourse = (typeof enrollmentCourses)[number];

/** Phone numbers: how many digits, without the + or 00 of an international number (E.164). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/**
 * How the API checks a value: `text` is one line, `multiline` allows line breaks, `choice` must
 * be one of `options` exactly; `email`, `phone` and `date` have their own rules (docs/api.md).
 */
export type FieldKind = 'text' | 'multiline' | 'email' | 'phone' | 'date' | 'choice';

interface BaseRule {
  /** The field's name in the form: its state key and its input's `name`. */
  readonly formName: string;
  /** The field in messages: "Full name is required." */
  readonly label: string;
  /** Says "are required" rather than "is required". */
  readonly plural?: boolean;
  readonly required: boolean;
  /** The longest value accepted, in Unicode code points after trimming; the inputs' maxLength too. */
  readonly maxLength: number;
}

export type FieldRule =
  | (BaseRule & { readonly kind: Exclude<FieldKind, 'choice'> })
  /** The accepted values, and the message for any other. */
  | (BaseRule & {
      readonly kind: 'choice';
      readonly options: readonly string[];
      readonly invalidChoice: string;
    });

/** A lead's fields by their API (and database column) names. */
export type LeadFields = Readonly<Record<string, FieldRule>>;

const longest = (options: readonly string[]) => Math.max(...options.map((option) => [...option].length));

// Who is writing: the same rules on both forms.
const fullName = { label: 'Full name', required: true, kind: 'text', maxLength: 120 } as const;
const email = {
  formName: 'email',
  label: 'Email address',
  required: true,
  kind: 'email',
  maxLength: 254,
} as const;

/** Sent as full_name … project_details, named name … message in the form. */
export const projectRequestFields = {
  full_name: { ...fullName, formName: 'name' },
  email,
  company_name: {
    formName: 'company',
    label: 'Company name',
    required: false,
    kind: 'text',
    maxLength: 160,
  },
  project_type: {
    formName: 'projectType',
    label: 'Project type',
    required: true,
    kind: 'choice',
    maxLength: longest(projectTypes),
    options: projectTypes,
    invalidChoice: 'Choose one of the listed project types.',
  },
  budget_range: {
    formName: 'budget',
    label: 'Budget range',
    required: false,
    kind: 'choice',
    maxLength: longest(budgetRanges),
    options: budgetRanges,
    invalidChoice: 'Choose one of the listed budget ranges.',
  },
  project_details: {
    formName: 'message',
    label: 'Project details',
    plural: true,
    required: true,
    kind: 'multiline',
    maxLength: 5000,
  },
} as const satisfies LeadFields;

/** The enrollment form's fields, sent in snake_case. */
export const enrollmentFields = {
  full_name: { ...fullName, formName: 'fullName' },
  email,
  phone: { formName: 'phone', label: 'Phone number', required: true, kind: 'phone', maxLength: 32 },
  course: {
    formName: 'course',
    label: 'Course',
    required: true,
    kind: 'choice',
    maxLength: longest(enrollmentCourses),
    options: enrollmentCourses,
    invalidChoice: 'Choose one of the listed courses.',
  },
  start_date: { formName: 'startDate', label: 'Start date', required: false, kind: 'date', maxLength: 10 },
  message: { formName: 'message', label: 'Message', required: false, kind: 'multiline', maxLength: 2000 },
} as const satisfies LeadFields;

/** A form's field names, e.g. 'fullName' | 'email' | …. */
export type FormName<F extends LeadFields> = F[keyof F]['formName'];
/** What a form holds: every field as the text the visitor typed or chose. */
export type FormValues<F extends LeadFields> = Record<FormName<F>, string>;
/** Server messages per form field, several joined by a space. */
export type FormErrors<F extends LeadFields> = Partial<Record<FormName<F>, string>>;
/** What a form's state holds: its values and the honeypot people never see. */
export type FormState<F extends LeadFields> = FormValues<F> & Record<typeof HONEYPOT_FIELD, string>;

/** A form's state before anything is typed: every field and the honeypot empty. */
export function emptyForm<F extends LeadFields>(fields: F): FormState<F> {
  const names = [...Object.values(fields).map((rule) => rule.formName), HONEYPOT_FIELD];
  return Object.fromEntries(names.map((name) => [name, ''])) as FormState<F>;
}
