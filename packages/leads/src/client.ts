/**
 * A lead on the wire: the JSON body the API receives, the reading of its answer, and a form the
 * browser posted without script read back into the form's values.
 */
import { HONEYPOT_FIELD, type FormErrors, type FormName, type FormValues, type LeadFields } from './fields';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { DEFAULT_LANGUAGE, LANGUAGE_FIELD, type Language } from './language';
import { VALIDATION_FAILED } from './messages';
import { SOURCE_FIELD, type LeadSource } from './source';

/**
 * The JSON body for the API: the form's values under the API's names, plus the honeypot, and the
 * lead's language when it is not English (the API's default, so an English body is the same as
 * before there were languages).
 */
export function toApiBody<F extends LeadFields>(
  fields: F,
  values: FormValues<F>,
  honeypot = '',
  language: Language = DEFAULT_LANGUAGE,
): Record<string, string> {
  const body: Record<string, string> = { [HONEYPOT_FIELD]: honeypot };
  for (const [apiName, rule] of Object.entries(fields)) body[apiName] = values[rule.formName as FormName<F>];
  if (language !== DEFAULT_LANGUAGE) body[LANGUAGE_FIELD] = language;
  return body;
}

export type SubmitOutcome<F extends LeadFields> =
  | { kind: 'created' }
  /** A non-OK answer with an `errors` object; `message` is the server's or 'Validation failed.' (in the language). */
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

/** What a lead may carry besides its form's values. */
export interface LeadExtras {
  /** Where the lead came from: the body's `source`. */
  source?: LeadSource;
  /** The submission's key (`Idempotency-Key`): sent again, it is still one lead. */
  idempotencyKey?: string;
}

/**
 * Posts a form to the API and reads the answer: OK → created; non-OK
 * with an `errors` object → each API field's messages under its form field; anything else,
 * including a network failure or a body that is not JSON → failed. With a `language`, the lead
 * says it came in that language and asks for the answer in it (`Accept-Language`, which the API
 * reads for the answers it gives before it has read the body, such as a rate limit).
 */
export async function postLead<F extends LeadFields>(
  url: string,
  fields: F,
  values: FormValues<F>,
  honeypot = '',
  fetchImpl: typeof fetch = fetch,
  language?: Language,
  /** The 422 answer's `message` when the API gave none, in `language`. */
  validationFailed: string = VALIDATION_FAILED,
  { source, idempotencyKey }: LeadExtras = {},
): Promise<SubmitOutcome<F>> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(language ? { 'Accept-Language': language } : {}),
        ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
      },
      body: JSON.stringify({
        ...toApiBody(fields, values, honeypot, language),
        ...(source ? { [SOURCE_FIELD]: source } : {}),
      }),
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
  return {
    kind: 'invalid',
    message: message ?? validationFailed,
    fieldErrors,
  };
}

/**
 * A form posted without script (fields by their form names, as the browser sends them), as the
 * form's values, its honeypot and the `source` the page's head script added (JSON text, unchecked:
 * `sanitizeSource` reads it); undefined when it is not that form's shape (a field that is not
 * text, or one the form does not have).
 */
export function postedValues<F extends LeadFields>(
  fields: F,
  body: Readonly<Record<string, unknown>>,
): { values: FormValues<F>; honeypot: string; source: string } | undefined {
  const names = new Set<string>([
    HONEYPOT_FIELD,
    SOURCE_FIELD,
    ...Object.values(fields).map((rule) => rule.formName),
  ]);
  if (Object.entries(body).some(([name, value]) => !names.has(name) || typeof value !== 'string'))
    return undefined;
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  const values = Object.fromEntries(
    Object.values(fields).map((rule) => [rule.formName, text(rule.formName)]),
  ) as FormValues<F>;
  return { values, honeypot: text(HONEYPOT_FIELD), source: text(SOURCE_FIELD) };
}
