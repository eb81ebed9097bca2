import { HONEYPOT_FIELD, leadForms, submitLead } from '@site/leads';
import { apiUrl } from '@site/site';
import type { FieldErrors, ProjectRequest } from '../data/project-request';

export type SubmitResult = { ok: true } | { ok: false; message: string; fieldErrors: FieldErrors };

const form = leadForms['project-request'];

/**
 * Sends the project request and turns every possible answer into what the visitor sees:
 * OK → success; non-OK with an `errors` object → per-field messages and
 * the server's `message` (or 'Validation failed.'); anything else → the generic message.
 */
export async function submitProjectRequest(request: ProjectRequest): Promise<SubmitResult> {
  const outcome = await submitLead(apiUrl(form.apiPath), form.fields, request, request[HONEYPOT_FIELD]);
  return outcome.kind === 'created' ? { ok: true } : { ok: false, ...form.failure(outcome) };
}
