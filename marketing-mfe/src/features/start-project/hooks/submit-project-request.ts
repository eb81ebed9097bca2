import {
  HONEYPOT_FIELD,
  sendLeadForm,
  type Language,
  type LeadSubmissions,
  type ProjectRequestText,
} from '@site/leads';
import { apiUrl } from '@site/site';
import { PROJECT_REQUEST_FORM, type FieldErrors, type ProjectRequest } from '../data/project-request';

export type SubmitResult = { ok: true } | { ok: false; message: string; fieldErrors: FieldErrors };

/**
 * Sends the project request in the page's language, with where the visitor came from and the
 * submission's key (`submissions`), and turns every possible answer into what the
 * visitor sees, in that language (`text`, the form's texts in it): OK → success; non-OK with an `errors` object → per-field
 * messages and the server's `message` (or 'Validation failed.'); anything else → the generic message.
 */
export async function submitProjectRequest(
  request: ProjectRequest,
  language: Language,
  text: ProjectRequestText,
  submissions: LeadSubmissions,
): Promise<SubmitResult> {
  const result = await sendLeadForm(PROJECT_REQUEST_FORM, apiUrl, request, {
    honeypot: request[HONEYPOT_FIELD],
    language,
    text,
    ...submissions.next(request),
  });
  if (result.stored) submissions.stored();
  return result.stored
    ? { ok: true }
    : { ok: false, message: result.message, fieldErrors: result.fieldErrors };
}
