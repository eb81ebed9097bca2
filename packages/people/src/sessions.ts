// A person's session: its cookie, how long it lasts, and the flag a signed-in device keeps.

/**
 * The session cookie's name. Like the staff's (`__Host-staff_session`): HttpOnly, Secure,
 * SameSite=Strict, Path=/, no Domain; a random token whose SHA-256 the API keeps. Its own name,
 * so that a person's session never opens the staff area nor the other way round.
 */
export const PERSON_SESSION_COOKIE = '__Host-person_session';

/**
 * "Keep me signed in" (an addition to the spec's fields): the session and its cookie last this
 * long from the sign-in, however often they are used.
 */
export const KEEP_SIGNED_IN_DAYS = 30;

/**
 * Without it, a browser session: the cookie has no Max-Age (the browser forgets it when it
 * closes), and the API ends the session after this long without a request …
 */
export const BROWSER_SESSION_IDLE_MINUTES = 60;
/**
 * … or this long after the sign-in in any case (a browser that restores its session cookies at
 * start would otherwise keep one for ever).
 */
export const BROWSER_SESSION_MAX_HOURS = 12;

/**
 * The "signed in on this device" flag: a `localStorage` key the pages set at sign-in (value
 * `SIGNED_IN_FLAG_VALUE`) and remove at sign-out, at the account's deletion and at a 401. It is
 * no secret and proves nothing: the rendering server never sees a session, so the profile page
 * renders its sample; with the flag, it shows "loading" instead of the sample until the
 * person's data arrives from the API, and without it, the sample as the spec draws it.
 */
export const SIGNED_IN_FLAG_KEY = 'codenest.accounts.signed-in';
export const SIGNED_IN_FLAG_VALUE = '1';

/**
 * The mark of a signed-in device on its pages before their scripts run: the head of every page
 * sets this attribute on `<html>` when the flag above is there (an inline script of the shell's,
 * `shell/src/server/signed-in-mark.ts`), and the pages keep it as the flag changes. `/profile`
 * hides its sample by it from the first paint, while a signed-in person's data is on its way.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';
