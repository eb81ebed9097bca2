// The browser's side of the staff API (@site/staff): one request, on the page's own origin with
// the session's cookie, never kept by the browser's cache.
import { CSRF_HEADER, type ApiError } from '@site/staff';

/**
 * A request the staff API refused or that never reached it: its HTTP status (0: not reached) and
 * the API's message (empty when it gave none, the page then says it in its own words).
 */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The API's messages per field (422). */
    readonly errors: Readonly<Record<string, readonly string[]>> = {},
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

/** The query of a request or a page: empty values are left out. */
export type Query = Readonly<Record<string, string | number | null | undefined>>;

/** `path?name=value…` with the query's non-empty values, in the query's order. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export interface StaffRequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** The session's CSRF token (`Me.csrfToken`): every request that changes something sends it. */
  csrfToken?: string;
  signal?: AbortSignal;
}

/**
 * One request to the staff API. Same origin only (`credentials: 'same-origin'`): the session's
 * cookie never goes anywhere else, whatever the site config's `apiBaseUrl` says. `cache:
 * 'no-store'`: no answer (a lead) is kept by the browser after the page. Resolves to the JSON
 * answer (undefined for 204); rejects with a `StaffApiError`, or the AbortError of `signal`.
 */
export async function staffRequest<T>(
  path: string,
  { method = 'GET', body, csrfToken, signal }: StaffRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new StaffApiError(0, '');
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const answer = (data ?? {}) as Partial<ApiError>;
    throw new StaffApiError(
      response.status,
      typeof answer.message === 'string' ? answer.message : '',
      answer.errors ?? {},
    );
  }
  return data as T;
}

/** Whether a failure is the browser giving up a request the page no longer wants. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
