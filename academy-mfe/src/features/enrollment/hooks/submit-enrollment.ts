import { HONEYPOT_FIELD, enrollmentFields, enrollmentMessages, leadPaths, submitLead } from '@site/leads';
import { apiUrl } from '@site/site';
import { findCourse } from '@/lib/catalogue/courses';
import type { EnrollmentErrors, EnrollmentValues } from '../data/enrollment';

export type EnrollmentResult = { ok: true } | { ok: false; message: string; fieldErrors: EnrollmentErrors };

/**
 * Sends the enrollment and says what the student sees for every answer: 201 → success; the
 * API's field errors → under their fields; a rate limit → the server's own message (it says how
 * long to wait); no answer → a network message; anything else → a generic one.
 */
export async function submitEnrollment(values: EnrollmentValues): Promise<EnrollmentResult> {
  const course = findCourse(values.course)?.enrollmentLabel ?? values.course;
  const outcome = await submitLead(
    apiUrl(leadPaths.enrollment),
    enrollmentFields,
    { ...values, course },
    values[HONEYPOT_FIELD],
  );
  if (outcome.kind === 'created') return { ok: true };
  if (outcome.kind === 'invalid') {
    return { ok: false, message: enrollmentMessages.invalid, fieldErrors: outcome.fieldErrors };
  }
  const message =
    outcome.status === null
      ? enrollmentMessages.network
      : outcome.status === 429 && outcome.message
        ? outcome.message
        : enrollmentMessages.generic;
  return { ok: false, message, fieldErrors: {} };
}
