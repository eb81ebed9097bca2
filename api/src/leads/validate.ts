import {
  DEFAULT_LANGUAGE,
  textProblem,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  PHONE_DIGITS,
  isLanguage,
  startDateRange,
  validationMessagesIn,
  type FieldRule,
  type Language,
  type LeadFields,
  type ValidationMessages,
} from '@site/leads';

/** A valid lead: every field trimmed, an optional one left empty is null. */
export type LeadValues<F extends LeadFields> = {
  -readonly [K in keyof F]: F[K]['required'] extends true ? string : string | null;
};

export type FieldErrors = Record<string, string[]>;

export type ValidationResult<F extends LeadFields> =
  { kind: 'valid'; value: LeadValues<F> } | { kind: 'invalid'; errors: FieldErrors };

// The HTML e-mail input's rule (what the forms' browser check accepts), made stricter where a
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

// Digits and the separators people type (spaces, dashes, dots, parentheses), with at most one
// leading +.
const phoneCharacters = /^\+?[0-9\s().-]+$/;

/**
 * A phone number as a Pakistani or international visitor types it: 0300 1234567,
 * 0300-1234567, +92 300 1234567, 0092 300 1234567, (048) 372 1234, +44 20 7946 0958. Counted
 * as E.164 counts: 7 to 15 digits after the international prefix (+ or 00), whose country code
 * never starts with 0.
 */
export function isValidPhone(phone: string): boolean {
  if (!phoneCharacters.test(phone)) return false;
  const digits = phone.replace(/\D/g, '');
  const international = phone.startsWith('+') || digits.startsWith('00');
  const significant = phone.startsWith('+') ? digits : international ? digits.slice(2) : digits;
  if (international && significant.startsWith('0')) return false;
  return significant.length >= PHONE_DIGITS.min && significant.length <= PHONE_DIGITS.max;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day YYYY-MM-DD from today to START_DATE_MAX_MONTHS ahead, in Pakistan. */
function dateProblem(text: string, rule: FieldRule, now: Date, messages: ValidationMessages): string | null {
  const match = isoDate.exec(text);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) return messages.date(rule);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return messages.date(rule);
  }
  const { min, max } = startDateRange(now);
  if (text < min) return messages.datePast(rule);
  if (text > max) return messages.dateTooFar(rule);
  return null;
}

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Every problem with one field's raw value, and its trimmed value (null when not given). */
function checkField(
  raw: unknown,
  rule: FieldRule,
  now: Date,
  messages: ValidationMessages,
): { value: string | null; problems: string[] } {
  if (raw === undefined || raw === null) {
    return { value: null, problems: rule.required ? [messages.required(rule)] : [] };
  }
  if (typeof raw !== 'string') return { value: null, problems: [messages.notText(rule)] };
  // Stored in NFC: the same letters are the same text, whichever keyboard composed them.
  const text = raw.trim().normalize('NFC');
  if (text === '') return { value: null, problems: rule.required ? [messages.required(rule)] : [] };

  // A choice or a date is checked against its exact forms only: any other text is simply not one.
  if (rule.kind === 'choice') {
    return { value: text, problems: rule.options.includes(text) ? [] : [messages.invalidChoice(rule)] };
  }
  if (rule.kind === 'date') {
    const problem = dateProblem(text, rule, now, messages);
    return { value: text, problems: problem ? [problem] : [] };
  }

  const problems: string[] = [];
  // The characters a person's text may hold (@site/leads characters.ts): in a one-line field, no
  // control character, no text-direction trick; line breaks in a multi-line one.
  const characters = textProblem(text, { multiline: rule.kind === 'multiline' });
  if (characters) problems.push(messages[characters](rule));
  if (codePoints(text) > rule.maxLength) problems.push(messages.tooLong(rule));
  if (problems.length === 0 && rule.kind === 'email' && !isValidEmail(text)) problems.push(messages.email);
  if (problems.length === 0 && rule.kind === 'phone' && !isValidPhone(text)) problems.push(messages.phone);
  return { value: text, problems };
}

/**
 * Checks a JSON object against a lead's fields (docs/api.md): every failing field at once, the
 * messages in `language`.
 */
export function validateLead<F extends LeadFields>(
  fields: F,
  body: Record<string, unknown>,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): ValidationResult<F> {
  const messages = validationMessagesIn[language];
  const value: Record<string, string | null> = {};
  const errors: FieldErrors = {};
  for (const [name, rule] of Object.entries(fields)) {
    const checked = checkField(Object.hasOwn(body, name) ? body[name] : undefined, rule, now, messages);
    if (checked.problems.length > 0) errors[name] = checked.problems;
    value[name] = checked.value;
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return { kind: 'valid', value: value as LeadValues<F> };
}

/** The hidden honeypot holds something other than blanks: a bot filled it in. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = Object.hasOwn(body, HONEYPOT_FIELD) ? body[HONEYPOT_FIELD] : undefined;
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/**
 * The language a lead came in, from the body's `language` ('en' or 'ur'; missing, null or blank:
 * English); `invalid` for any other value.
 */
export function languageOf(body: Record<string, unknown>): Language | 'invalid' {
  const raw = Object.hasOwn(body, LANGUAGE_FIELD) ? body[LANGUAGE_FIELD] : undefined;
  if (raw === undefined || raw === null) return DEFAULT_LANGUAGE;
  if (typeof raw !== 'string') return 'invalid';
  const text = raw.trim();
  if (text === '') return DEFAULT_LANGUAGE;
  return isLanguage(text) ? text : 'invalid';
}
