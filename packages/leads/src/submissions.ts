/**
 * What a form's script sends with a submission besides its values: where the lead came from (the
 * device's record, stored-source.ts) and the submission's idempotency key (idempotency.ts). A form
 * posted without script gets both from the site's server instead.
 */
import type { LeadSource } from './source';
import { forgetStoredSource, storedSource } from './stored-source';

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
