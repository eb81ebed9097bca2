/**
 * A form's script sending a submission (`submitLead`), and what it sends besides the form's
 * values: where the lead came from (the device's record, stored-source.ts) and the submission's
 * idempotency key (idempotency.ts). A form posted without script gets both from the site's server
 * instead.
 */
import { HONEYPOT_FIELD, type FormErrors, type FormState } from './fields';
import { sendLeadForm, type LeadFormId, type leadForms } from './forms';
import type { Language } from './language';
import type { LeadSource } from './source';
import { forgetStoredSource, storedSource } from './stored-source';
import type { LeadTexts } from './text';

/** What goes with one submission (`sendLeadForm`'s options of the same names). */
export interface Submission {
  source: LeadSource;
  idempotencyKey: string;
}

/** The submissions of one form on the page. */
export interface LeadSubmissions {
  /**
   * Sending these values: the record and a key, the last submission's key when the values are the
   * same (the visitor sends again after a failure: still one lead), a new one when any changed.
   */
  next(values: Readonly<Record<string, string>>): Submission;
  /** The lead is stored: the record is forgotten, and the next submission is another lead. */
  stored(): void;
}

/** A random key: a UUID (secure contexts only), else 32 random hex digits (plain http). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** A form's submissions, for the form's life on the page (`useState(leadSubmissions)`). */
export function leadSubmissions(): LeadSubmissions {
  let last: { values: string; key: string } | undefined;
  return {
    next(values) {
      const sent = JSON.stringify(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : 1)));
      if (last?.values !== sent) last = { values: sent, key: newKey() };
      return { source: storedSource(), idempotencyKey: last.key };
    },
    stored() {
      last = undefined;
      forgetStoredSource();
    },
  };
}

/** The fields of a lead form, by its id. */
type FieldsOf<Id extends LeadFormId> = (typeof leadForms)[Id]['fields'];

/** What a form shows after a submission: the lead is stored, or a message and messages per field. */
export type LeadResult<Id extends LeadFormId> =
  { ok: true } | { ok: false; message: string; fieldErrors: FormErrors<FieldsOf<Id>> };

export interface SubmitLeadOptions<Id extends LeadFormId> {
  /** Makes the form's API path absolute (the page's `apiUrl`). */
  url: (apiPath: string) => string;
  /** The page's language: the lead records it and the API answers in it. */
  language: Language;
  /** The form's texts in that language: the visitor reads its answers in them. */
  text: LeadTexts[Id];
  /** The form's submissions on the page (`useState(leadSubmissions)`). */
  submissions: LeadSubmissions;
  fetchImpl?: typeof fetch;
}

/**
 * Sends a lead form's values (its honeypot among them) from the page's script, in the page's
 * language, with where the visitor came from and the submission's key (`submissions`), and says
 * what the visitor sees for the answer, in that language: each form's answers are its own
 * (`leadForms[id].failure`). A stored lead ends the submission: the next one is another lead.
 */
export async function submitLead<Id extends LeadFormId>(
  id: Id,
  values: FormState<FieldsOf<Id>>,
  { url, language, text, submissions, fetchImpl }: SubmitLeadOptions<Id>,
): Promise<LeadResult<Id>> {
  const result = await sendLeadForm(id, url, values, {
    honeypot: values[HONEYPOT_FIELD],
    language,
    text,
    fetchImpl,
    ...submissions.next(values),
  });
  if (!result.stored) {
    // The messages are by the form's own field names (leadForms[id].failure).
    const fieldErrors = result.fieldErrors as FormErrors<FieldsOf<Id>>;
    return { ok: false, message: result.message, fieldErrors };
  }
  submissions.stored();
  return { ok: true };
}
