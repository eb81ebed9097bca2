import {
  HONEYPOT_FIELD,
  sendLeadForm,
  type EnrollmentText,
  type Language,
  type LeadSubmissions,
} from '@site/leads';
import { apiUrl } from '@site/site';
import { ENROLLMENT_FORM, type EnrollmentErrors, type EnrollmentValues } from '../data/enrollment';

export type EnrollmentResult = { ok: true } | { ok: false; message: string; fieldErrors: EnrollmentErrors };

/**
 * Sends the enrollment in the page's language, with where the student came from and the
 * submission's key (`submissions`), and says what the student sees for every answer,
 * in that language (`text`, the form's texts in it): 201 → success; the
 * API's field errors → under their fields; a rate limit → the server's own message (it says how
 * long to wait); no answer → a network message; anything else → a generic one.
 */
export async function submitEnrollment(
  values: EnrollmentValues,
  language: Language,
  text: EnrollmentText,
  submissions: LeadSubmissions,
): Promise<EnrollmentResult> {
  const result = await sendLeadForm(ENROLLMENT_FORM, apiUrl, values, {
    honeypot: values[HONEYPOT_FIELD],
    language,
    text,
    ...submissions.next(values),
  });
  if (result.stored) submissions.stored();
  return result.stored
    ? { ok: true }
    : { ok: false, message: result.message, fieldErrors: result.fieldErrors };
}
