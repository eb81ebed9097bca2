import { apiUrl } from '@site/site';
import {
  PROJECT_REQUEST_PATH,
  fieldsWithServerErrors,
  messages,
  type FieldErrors,
  type ProjectRequest,
} from '../data/project-request';

export type SubmitResult = { ok: true } | { ok: false; message: string; fieldErrors: FieldErrors };

const genericFailure: SubmitResult = { ok: false, message: messages.generic, fieldErrors: {} };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Several messages for one field are joined by a space (spec section 5). */
function joinMessages(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    const text = value.filter((m): m is string => typeof m === 'string' && m.length > 0).join(' ');
    return text || undefined;
  }
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * Sends the project request and turns every possible answer into what the visitor sees
 * (spec sections 7 and 8): OK → success; non-OK with an `errors` object → per-field messages and
 * the server's `message` (or 'Validation failed.'); anything else → the generic message.
 */
export async function submitProjectRequest(
  request: ProjectRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetchImpl(apiUrl(PROJECT_REQUEST_PATH), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return genericFailure;
  }
  if (response.ok) return { ok: true };

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return genericFailure;
  }
  if (!isRecord(body) || !isRecord(body.errors)) return genericFailure;

  const errors = body.errors;
  const fieldErrors: FieldErrors = {};
  for (const field of fieldsWithServerErrors) {
    const text = joinMessages(errors[field]);
    if (text) fieldErrors[field] = text;
  }
  const message = typeof body.message === 'string' && body.message ? body.message : messages.validationFailed;
  return { ok: false, message, fieldErrors };
}
