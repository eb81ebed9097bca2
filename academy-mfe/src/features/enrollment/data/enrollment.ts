import { type enrollmentFields, type FormErrors, type FormState, type LeadFormId } from '@site/leads';

/** The form's id in the leads contract: /enrollment declares it (src/remote.ts) and posts it. */
export const ENROLLMENT_FORM = 'enrollment' satisfies LeadFormId;

/**
 * While the enrollment is sent, 'Submitting...' shows for about 2000 ms: for at least that long
 * and until the server has answered, whichever is later.
 */
export const ENROLLMENT_MIN_SUBMITTING_MS = 2000;

/**
 * The enrollment form's fields (fullName, email, phone, course, startDate,
 * message), plus the honeypot people never see. `course` holds the course's enrollment label
 * (the address bar shows its catalogue id).
 */
export type EnrollmentValues = FormState<typeof enrollmentFields>;
export type EnrollmentErrors = FormErrors<typeof enrollmentFields>;
