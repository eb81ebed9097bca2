// A person's session: its cookie, whether a request's cookie names a live one, and its start.
// Kept (30 days, "Keep me signed in") or a browser session (no Max-Age: the browser forgets it
// when it closes; the API ends it after an hour without a request, or 12 hours after the sign-in).
import {
  BROWSER_SESSION_IDLE_MINUTES,
  BROWSER_SESSION_MAX_HOURS,
  KEEP_SIGNED_IN_DAYS,
  PERSON_SESSION_COOKIE,
} from '@site/people';
import type { PeopleRepository } from '../repositories/people-repository';
import type { Person, PersonSession } from '../repositories/people-rows';
import { browserSessionCookie, clearTokenCookie, readTokenCookie, setTokenCookie } from '../auth/cookies';
import { hashToken, randomToken } from '../auth/tokens';

const KEPT_SECONDS = KEEP_SIGNED_IN_DAYS * 24 * 60 * 60;
const BROWSER_IDLE_MS = BROWSER_SESSION_IDLE_MINUTES * 60 * 1000;
const BROWSER_MAX_MS = BROWSER_SESSION_MAX_HOURS * 60 * 60 * 1000;
/** A session's last request is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A signed-in person, for the request. */
export interface SignedInPerson {
  person: Person;
  session: PersonSession;
  /** The cookie's value (the CSRF token is derived from it). */
  token: string;
}

/** The Set-Cookie value that removes the session's cookie. */
export const clearPersonCookie = () => clearTokenCookie(PERSON_SESSION_COOKIE);

/**
 * The session a request's cookie names, if it is a live one: not past its end, a browser session
 * not idle for an hour. A dead one is deleted on the way.
 */
export async function findPersonSession(
  people: PeopleRepository,
  cookieHeader: string | undefined,
  now: number,
): Promise<SignedInPerson | undefined> {
  const token = readTokenCookie(cookieHeader, PERSON_SESSION_COOKIE);
  if (!token) return undefined;
  const idHash = hashToken(token);
  const session = await people.session(idHash);
  if (!session) return undefined;
  const lastSeen = Date.parse(session.last_seen_at);
  const idle = session.kind === 'browser' && lastSeen + BROWSER_IDLE_MS <= now;
  const person = await people.byId(session.person_id);
  if (Date.parse(session.expires_at) <= now || idle || !person) {
    await people.endSession(idHash);
    return undefined;
  }
  if (now - lastSeen >= TOUCH_EVERY_MS) await people.touchSession(idHash, iso(now));
  return { person, session, token };
}

/** A new session (a new random id, whatever the browser held) and its Set-Cookie value. */
export async function startPersonSession(
  people: PeopleRepository,
  person: Person,
  options: { keepSignedIn: boolean; address: string; now: number },
): Promise<{ signedIn: SignedInPerson; cookie: string }> {
  const { now } = options;
  const token = randomToken();
  const session: PersonSession = {
    id_hash: hashToken(token),
    person_id: person.id,
    kind: options.keepSignedIn ? 'kept' : 'browser',
    address: options.address,
    created_at: iso(now),
    last_seen_at: iso(now),
    expires_at: iso(now + (options.keepSignedIn ? KEPT_SECONDS * 1000 : BROWSER_MAX_MS)),
  };
  await people.startSession(session);
  const cookie = options.keepSignedIn
    ? setTokenCookie(PERSON_SESSION_COOKIE, token, KEPT_SECONDS, KEPT_SECONDS)
    : browserSessionCookie(PERSON_SESSION_COOKIE, token);
  return { signedIn: { person: { ...person, last_sign_in_at: iso(now) }, session, token }, cookie };
}
