import { HONEYPOT_FIELD, leadForms, submitLead } from '@site/leads';
import { apiUrl } from '@site/site';
import type { EnrollmentErrors, EnrollmentValues } from '../data/enrollment';

export type EnrollmentResult = { ok: true } | { ok: false; message: string; fieldErrors: EnrollmentErrors };

const form = leadForms.enrollment;

/**
 * Sends the enrollment and says what the student sees for every answer: 201 → success; the
 * API's field errors → under their fields; a rate limit → the server's own message (it says how
 * long to wait); no answer → a network message; anything else → a generic one.
 */
export async function submitEnrollment(values: EnrollmentValues): Promise<EnrollmentResult> {
  const outcome = await submitLead(apiUrl(form.apiPath), form.fields, values, values[HONEYPOT_FIELD]);
  return outcome.kind === 'created' ? { ok: true } : { ok: false, ...form.failure(outcome) };
}
