import {
  HONEYPOT_FIELD,
  leadPaths,
  projectRequestFields,
  projectRequestMessages,
  submitLead,
} from '@site/leads';
import { apiUrl } from '@site/site';
import type { FieldErrors, ProjectRequest } from '../data/project-request';

export type SubmitResult = { ok: true } | { ok: false; message: string; fieldErrors: FieldErrors };

/**
 * Sends the project request and turns every possible answer into what the visitor sees:
 * OK → success; non-OK with an `errors` object → per-field messages and
 * the server's `message` (or 'Validation failed.'); anything else → the generic message.
 */
export async function submitProjectRequest(request: ProjectRequest): Promise<SubmitResult> {
  const outcome = await submitLead(
    apiUrl(leadPaths.projectRequest),
    projectRequestFields,
    request,
    request[HONEYPOT_FIELD],
  );
  switch (outcome.kind) {
    case 'created':
      return { ok: true };
    case 'invalid':
      return { ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors };
    case 'failed':
      return { ok: false, message: projectRequestMessages.generic, fieldErrors: {} };
  }
}
