// Where the staff pages send a visitor: the sign-in page with what to say and where to go next.
import { staffPages } from '@site/staff';

/** The sign-in page's parameter of the staff page to open once signed in. */
export const NEXT_PARAM = 'next';

/**
 * The sign-in page's parameter that says why the visitor is there: the session ended (a 401
 * anywhere), or they signed out. Declared by the sign-in route, so the server renders its notice.
 */
export const SESSION_PARAM = 'session';
export const sessionReasons = ['ended', 'signed-out'] as const;
export type SessionReason = (typeof sessionReasons)[number];

export function isSessionReason(value: unknown): value is SessionReason {
  return typeof value === 'string' && (sessionReasons as readonly string[]).includes(value);
}

/** The sign-in page, saying why, and (for a session that ended) the page to come back to. */
export function signInUrl({ next, reason }: { next?: string; reason?: SessionReason } = {}): string {
  const query = new URLSearchParams();
  if (next) query.set(NEXT_PARAM, next);
  if (reason) query.set(SESSION_PARAM, reason);
  const search = query.toString();
  return search ? `${staffPages.signIn}?${search}` : staffPages.signIn;
}

const STAFF_AREA = `${staffPages.signIn}/`;

/**
 * Where to go once signed in: `next` when it is a staff page of this site (a path under
 * /admin-jeansrecycle/, after the browser's own resolution of `..` and the like), else the inbox.
 * Never another site (`//host`, `https:`, `\\`), never the sign-in page itself.
 */
export function nextAfterSignIn(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return staffPages.inbox;
  let url: URL;
  try {
    url = new URL(next, 'https://staff.invalid');
  } catch {
    return staffPages.inbox;
  }
  const inStaffArea = url.pathname.startsWith(STAFF_AREA) && url.pathname.length > STAFF_AREA.length;
  if (url.origin !== 'https://staff.invalid' || !inStaffArea) return staffPages.inbox;
  return `${url.pathname}${url.search}${url.hash}`;
}
