// The browser's side of the people API (@site/people): the staff API's one request, as both kinds
// of account follow one set of rules (../shared/ARCHITECTURE.md): the page's own origin with the
// session's cookie, never kept by the browser's cache, the CSRF token on every change.
import { isUnavailable, serverUnavailableIn, type Language } from '@site/leads';
import { isAbort, staffRequest, StaffApiError } from './staff-api';

export { isAbort };

/** One request to the people API (`staffRequest`: same origin, no-store, JSON both ways). */
export const peopleRequest = staffRequest;

/** A refusal of the people API, or a request that never reached it (status 0). */
export { StaffApiError as PeopleApiError };

/** Any failure of a request as a refusal: what did not come from the API is "not reached". */
export function refusalOf(error: unknown): StaffApiError {
  return error instanceof StaffApiError ? error : new StaffApiError(0, '');
}

/**
 * What the page says of a refusal: the API's message (it answers in the language the request
 * names: a 429 says how long to wait); our server briefly unavailable (502, 503, 504: the store
 * failed, or no API instance answered) as a wait, in the page's language whatever the gateway
 * said; or, when the API was not reached, failed otherwise or said nothing, the page's own words.
 */
export function refusalMessage(error: StaffApiError, unreachable: string, language: Language): string {
  if (isUnavailable(error.status)) return serverUnavailableIn[language];
  return error.status > 0 && error.status < 500 && error.message ? error.message : unreachable;
}

/** The API's messages of one field (422), as one text. */
export function fieldMessage(error: StaffApiError, field: string): string | undefined {
  const messages = error.errors[field];
  return messages && messages.length > 0 ? messages.join(' ') : undefined;
}
