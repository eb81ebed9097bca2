import {
  budgetRanges,
  maxLengths,
  projectTypes,
  type BudgetRange,
  type FieldName,
  type ProjectRequestInput,
  type ProjectType,
} from './fields';

export type FieldErrors = Partial<Record<FieldName, string[]>>;

export type ValidationResult =
  | { kind: 'valid'; value: ProjectRequestInput }
  /** The body is JSON but not an object (array, string, number, boolean, null). */
  | { kind: 'not-an-object' }
  /** The hidden honeypot field was filled in: a bot. */
  | { kind: 'honeypot' }
  | { kind: 'invalid'; errors: FieldErrors };

export const HONEYPOT_FIELD = 'website';

const labels: Record<FieldName, string> = {
  full_name: 'Full name',
  email: 'Email address',
  company_name: 'Company name',
  project_type: 'Project type',
  budget_range: 'Budget range',
  project_details: 'Project details',
};

export const messages = {
  required: (field: FieldName) =>
    field === 'project_details' ? 'Project details are required.' : `${labels[field]} is required.`,
  notText: (field: FieldName) => `${labels[field]} must be text.`,
  tooLong: (field: FieldName) => `${labels[field]} must be at most ${maxLengths[field]} characters.`,
  badCharacters: (field: FieldName) => `${labels[field]} contains characters that are not allowed.`,
  email: 'Enter a valid email address.',
  projectType: 'Choose one of the listed project types.',
  budgetRange: 'Choose one of the listed budget ranges.',
} as const;

// Control characters (a tab is allowed anywhere, line breaks only in the details) and lone
// UTF-16 surrogates, which would not survive the trip to UTF-8 in the database unchanged.
const singleLineForbidden = /(?!\t)\p{Cc}|\p{Cs}/u;
const multiLineForbidden = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

// The HTML e-mail input's rule (what the form's browser check accepts), made stricter where a
// reply could never arrive: no leading, trailing or doubled dot in the local part, and a domain
// of at least two labels ending in a real top-level domain.
const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainLabel = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const topLevelDomain = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isValidEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at > 64) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!localPart.test(local) || domain.length > 253) return false;
  const domainLabels = domain.split('.');
  if (domainLabels.length < 2 || !domainLabels.every((label) => domainLabel.test(label))) return false;
  return topLevelDomain.test(domainLabels[domainLabels.length - 1] ?? '');
}

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * Reads one text field: `null` when absent or empty (after trimming), the trimmed text when
 * well formed, and every problem found otherwise.
 */
function readText(
  body: Record<string, unknown>,
  field: FieldName,
  required: boolean,
  errors: FieldErrors,
  freeText = true,
): string | null {
  const raw = Object.hasOwn(body, field) ? body[field] : undefined;
  const problems: string[] = [];
  let value: string | null = null;
  if (raw === undefined || raw === null) {
    if (required) problems.push(messages.required(field));
  } else if (typeof raw !== 'string') {
    problems.push(messages.notText(field));
  } else {
    const text = raw.trim();
    if (text === '') {
      if (required) problems.push(messages.required(field));
    } else if (freeText) {
      const forbidden = field === 'project_details' ? multiLineForbidden : singleLineForbidden;
      if (forbidden.test(text)) problems.push(messages.badCharacters(field));
      if (codePoints(text) > maxLengths[field]) problems.push(messages.tooLong(field));
      value = text;
    } else {
      value = text;
    }
  }
  if (problems.length > 0) {
    errors[field] = problems;
    return null;
  }
  return value;
}

function oneOf<T extends string>(options: readonly T[], value: string): value is T {
  return (options as readonly string[]).includes(value);
}

function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** Checks a parsed JSON body against the project-request contract (docs/api.md). */
export function validateProjectRequest(body: unknown): ValidationResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { kind: 'not-an-object' };
  const record = body as Record<string, unknown>;
  if (isHoneypotFilled(Object.hasOwn(record, HONEYPOT_FIELD) ? record[HONEYPOT_FIELD] : undefined)) {
    return { kind: 'honeypot' };
  }

  const errors: FieldErrors = {};
  const fullName = readText(record, 'full_name', true, errors);
  const email = readText(record, 'email', true, errors);
  const companyName = readText(record, 'company_name', false, errors);
  const projectType = readText(record, 'project_type', true, errors, false);
  const budgetRange = readText(record, 'budget_range', false, errors, false);
  const projectDetails = readText(record, 'project_details', true, errors);

  if (email !== null && !isValidEmail(email)) errors.email = [messages.email];
  if (projectType !== null && !oneOf<ProjectType>(projectTypes, projectType)) {
    errors.project_type = [messages.projectType];
  }
  if (budgetRange !== null && !oneOf<BudgetRange>(budgetRanges, budgetRange)) {
    errors.budget_range = [messages.budgetRange];
  }

  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return {
    kind: 'valid',
    value: {
      full_name: fullName as string,
      email: email as string,
      company_name: companyName,
      project_type: projectType as ProjectType,
      budget_range: budgetRange as BudgetRange | null,
      project_details: projectDetails as string,
    },
  };
}
