// Where a person's pages send them once a session is over: /login, loaded afresh (nothing the
// profile held stays in memory or in its history entry), saying why.
import type { Locale } from '@site/i18n';
import { loginPath } from '@site/people';

/**
 * Why /login was opened (`?session=signed-out`): declared by its route, so the server renders the
 * notice. The staff sign-in's parameter has the same name (staff-paths.ts), another page's.
 */
export const PERSON_SESSION_PARAM = 'session';

export const personSessionReasons = ['signed-out', 'everywhere', 'deleted'] as const;
export type PersonSessionReason = (typeof personSessionReasons)[number];

export function isPersonSessionReason(value: unknown): value is PersonSessionReason {
  return typeof value === 'string' && (personSessionReasons as readonly string[]).includes(value);
}

/** `/login?session=signed-out` in the page's language (`/ur/login?…` on an Urdu page). */
export function signedOutUrl(reason: PersonSessionReason, locale: Locale): string {
  return `${loginPath('sign-in', locale)}?${PERSON_SESSION_PARAM}=${reason}`;
}
