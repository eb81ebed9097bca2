/**
 * The spec's visitor and student sign-in forms are front end only: they "log their values to the
 * console". (The admin sign-in is the staff area's real door since issue 31 and logs nothing.)
 * We log that a submission happened and its non-secret fields. The type has no room for a
 * password, so a secret cannot reach the console by accident.
 */
export type SubmissionForm = 'sign-in' | 'create-account' | 'student-sign-in';

export interface NonSecretFields {
  email?: string;
  name?: string;
  username?: string;
}

const formLabels: Record<SubmissionForm, string> = {
  'sign-in': 'Sign in',
  'create-account': 'Create account',
  'student-sign-in': 'Student portal sign in',
};

export function logSubmission(form: SubmissionForm, fields: NonSecretFields): void {
  // Only the allowed keys, even if a caller passes a wider object at run time.
  const safe: NonSecretFields = {};
  if (fields.email !== undefined) safe.email = fields.email;
  if (fields.name !== undefined) safe.name = fields.name;
  if (fields.username !== undefined) safe.username = fields.username;
  console.info(
    `[accounts] ${formLabels[form]} form submitted (front end only, nothing was sent): ${JSON.stringify(safe)}`,
  );
}
