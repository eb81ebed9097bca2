/**
 * The leads contract: what the project-request and enrollment forms send, what the API accepts,
 * and the messages either side shows. The API validates from it, the forms build their fields
 * (names, options, maxLength) from it and the e2e tests read it, so a list or a limit is
 * written once. One module without relative imports: the API runs it compiled to CommonJS, the
 * front ends bundle it from source.
 */

/** The hidden field of both forms that people never fill in; the API refuses a body with it set. */
export const HONEYPOT_FIELD = 'website';

export const leadPaths = {
  projectRequest: '/api/v1/project-request',
  enrollment: '/api/v1/enrollments',
} as const;

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

/** Phone numbers: how many digits, without the + or 00 of an international number (E.164). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** A start date is a calendar day in Pakistan, from today up to this many months ahead. */
export const START_DATE_TIME_ZONE = 'Asia/Karachi';
export const START_DATE_MAX_MONTHS = 12;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The earliest and latest start date accepted at `now`, as YYYY-MM-DD: today in Pakistan, and
 * the same day START_DATE_MAX_MONTHS later (29 February rolls over to 1 March).
 */
export function startDateRange(now: Date): { min: string; max: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: START_DATE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return {
    min: isoDay(new Date(Date.UTC(year, month - 1, day))),
    max: isoDay(new Date(Date.UTC(year, month - 1 + START_DATE_MAX_MONTHS, day))),
  };
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

/** A form's field names, e.g. 'fullName' | 'email' | …. */
export type FormName<F extends LeadFields> = F[keyof F]['formName'];
/** What a form holds: every field as the text the visitor typed or chose. */
export type FormValues<F extends LeadFields> = Record<FormName<F>, string>;
/** Server messages per form field, several joined by a space. */
export type FormErrors<F extends LeadFields> = Partial<Record<FormName<F>, string>>;

/** The JSON body for the API: the form's values under the API's names, plus the honeypot. */
export function toApiBody<F extends LeadFields>(
  fields: F,
  values: FormValues<F>,
  honeypot = '',
): Record<string, string> {
  const body: Record<string, string> = { [HONEYPOT_FIELD]: honeypot };
  for (const [apiName, rule] of Object.entries(fields)) body[apiName] = values[rule.formName as FormName<F>];
  return body;
}

export type SubmitOutcome<F extends LeadFields> =
  | { kind: 'created' }
  /** A non-OK answer with an `errors` object; `message` is the server's or 'Validation failed.'. */
  | { kind: 'invalid'; message: string; fieldErrors: FormErrors<F> }
  /** Any other answer (`status`, and its `message` if it had one), or none at all (`status` null). */
  | { kind: 'failed'; status: number | null; message: string | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function joinMessages(value: unknown): string | undefined {
  const list = Array.isArray(value) ? value : [value];
  const text = list.filter((m): m is string => typeof m === 'string' && m.length > 0).join(' ');
  return text || undefined;
}

/**
 * Posts a form to the API and reads the answer: OK → created; non-OK
 * with an `errors` object → each API field's messages under its form field; anything else,
 * including a network failure or a body that is not JSON → failed.
 */
export async function submitLead<F extends LeadFields>(
  url: string,
  fields: F,
  values: FormValues<F>,
  honeypot = '',
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome<F>> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(toApiBody(fields, values, honeypot)),
    });
  } catch {
    return { kind: 'failed', status: null, message: null };
  }
  if (response.ok) return { kind: 'created' };

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'failed', status: response.status, message: null };
  }
  const message = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : null;
  if (!isRecord(body) || !isRecord(body.errors)) return { kind: 'failed', status: response.status, message };

  const fieldErrors: FormErrors<F> = {};
  for (const [apiName, rule] of Object.entries(fields)) {
    const text = joinMessages(body.errors[apiName]);
    if (text) fieldErrors[rule.formName as FormName<F>] = text;
  }
  return { kind: 'invalid', message: message ?? VALIDATION_FAILED, fieldErrors };
}

/** What a form shows after a submit the API did not store: a message, and messages per field. */
export interface SubmitFailure<F extends LeadFields> {
  message: string;
  fieldErrors: FormErrors<F>;
}

/** A lead form: its fields, its API path, and what the visitor sees when the API did not store it. */
export interface LeadForm<F extends LeadFields> {
  readonly fields: F;
  readonly apiPath: string;
  failure(outcome: Exclude<SubmitOutcome<F>, { kind: 'created' }>): SubmitFailure<F>;
  /**
   * What the page may show of a lead stored from a form posted without script, in the URL it
   * answers with: nothing personal (no name, no e-mail).
   */
  sentParams?(values: FormValues<F>): Record<string, string>;
}

const leadForm = <F extends LeadFields>(form: LeadForm<F>) => form;

/**
 * The two lead forms, by the id a page declares for the form it posts (its route's `form`): their
 * fields, their API path, and what the visitor sees for each answer that is not a success. The
 * forms in the browser and the site's server (which receives the same forms posted without
 * script) say the same thing.
 */
export const leadForms = {
  'project-request': leadForm({
    fields: projectRequestFields,
    apiPath: leadPaths.projectRequest,
    /** 422 → the server's messages and its message (or 'Validation failed.'); else the generic one. */
    failure(outcome) {
      return outcome.kind === 'invalid'
        ? { message: outcome.message, fieldErrors: outcome.fieldErrors }
        : { message: projectRequestMessages.generic, fieldErrors: {} };
    },
  }),
  enrollment: leadForm({
    fields: enrollmentFields,
    apiPath: leadPaths.enrollment,
    /**
     * 422 → the fields' messages; a rate limit → the server's own message (it says how long to
     * wait); no answer → the network message; anything else → the generic one.
     */
    failure(outcome) {
      if (outcome.kind === 'invalid')
        return { message: enrollmentMessages.invalid, fieldErrors: outcome.fieldErrors };
      const message =
        outcome.status === null
          ? enrollmentMessages.network
          : outcome.status === 429 && outcome.message
            ? outcome.message
            : enrollmentMessages.generic;
      return { message, fieldErrors: {} };
    },
    sentParams: (values) => ({ course: values.course }),
  }),
};

export type LeadFormId = keyof typeof leadForms;

export function isLeadFormId(value: unknown): value is LeadFormId {
  return typeof value === 'string' && Object.hasOwn(leadForms, value);
}

/**
 * A form posted without script (fields by their form names, as the browser sends them), as the
 * form's values and its honeypot; undefined when it is not that form's shape (a field that is not
 * text, or one the form does not have).
 */
export function postedValues<F extends LeadFields>(
  fields: F,
  body: Readonly<Record<string, unknown>>,
): { values: FormValues<F>; honeypot: string } | undefined {
  const names = new Set<string>([HONEYPOT_FIELD, ...Object.values(fields).map((rule) => rule.formName)]);
  if (Object.entries(body).some(([name, value]) => !names.has(name) || typeof value !== 'string'))
    return undefined;
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  const values = Object.fromEntries(
    Object.values(fields).map((rule) => [rule.formName, text(rule.formName)]),
  ) as FormValues<F>;
  return { values, honeypot: text(HONEYPOT_FIELD) };
}

/** What became of a lead form sent to the API. */
export type SendResult =
  | { stored: true; sentParams: Record<string, string> }
  | {
      stored: false;
      /** The API's status, or null when it could not be reached. */
      status: number | null;
      /** The API refused fields (422): the messages say which. */
      invalid: boolean;
      message: string;
      fieldErrors: Readonly<Partial<Record<string, string>>>;
    };

/**
 * Sends a lead form's values to the API (`url` makes the API path absolute) and says what the
 * visitor sees: the same for the page's script and for the site's server, which sends the forms
 * posted without script.
 */
export async function sendLeadForm(
  id: LeadFormId,
  url: (apiPath: string) => string,
  values: Readonly<Record<string, string>>,
  honeypot = '',
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  const form = leadForms[id] as LeadForm<LeadFields>;
  const formValues = values as FormValues<LeadFields>;
  const outcome = await submitLead(url(form.apiPath), form.fields, formValues, honeypot, fetchImpl);
  if (outcome.kind === 'created') return { stored: true, sentParams: form.sentParams?.(formValues) ?? {} };
  return {
    stored: false,
    status: outcome.kind === 'invalid' ? 422 : outcome.status,
    invalid: outcome.kind === 'invalid',
    ...form.failure(outcome),
  };
}
