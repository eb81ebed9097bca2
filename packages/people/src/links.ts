// The one-time links mailed to a person (and an invitation's shown to staff for WhatsApp), and
// the states of /login they open.
import { isLanguage, type Language } from '@site/leads';
import { paths } from '@site/site';

/**
 * What a link does: `verify` confirms the address of an account made with Create Account (or one
 * whose invitation came over WhatsApp); `reset` sets a new password (the forgotten-password
 * link); `invite` sets the first password of an account staff made at enrollment.
 */
export const LINK_PURPOSES = ['verify', 'reset', 'invite'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

export function isLinkPurpose(value: unknown): value is LinkPurpose {
  return typeof value === 'string' && (LINK_PURPOSES as readonly string[]).includes(value);
}

/** Every link works once, and for this long after it was made (as the staff's set-up links). */
export { LINK_LIFETIME_HOURS } from '@site/staff';

/**
 * The states of `/login` (`?mode=…`): the spec's two (sign-in, without a mode, and Create
 * Account), asking for a reset link (`forgot`), and the three a link opens. `/forgot-password`
 * stays the 404 the spec draws: the refusal of a sign-in and the Student Portal's help text link
 * to `/login?mode=forgot`.
 */
export const LOGIN_MODES = ['create-account', 'forgot', ...LINK_PURPOSES] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

export function isLoginMode(value: unknown): value is LoginMode {
  return typeof value === 'string' && (LOGIN_MODES as readonly string[]).includes(value);
}

/** The query parameter of a state of /login. */
export const LOGIN_MODE_PARAM = 'mode';

/**
 * The fragment parameter of a link's token: `/login?mode=reset#token=…`. A fragment never
 * reaches a server (nor its logs, nor a proxy's), as the staff set-up link's.
 */
export const LINK_TOKEN_PARAM = 'token';

/**
 * Where a language's pages live: English at the root, Urdu under /ur (the same rule as
 * `localePrefix` of @site/i18n, which the API cannot load; links.test.ts checks they agree).
 */
export const LANGUAGE_PREFIX: Readonly<Record<Language, string>> = { en: '', ur: '/ur' };

/** `/login` in a state, in a language: `/ur/login?mode=forgot`; sign-in is plain `/login`. */
export function loginPath(mode: LoginMode | 'sign-in', language: Language = 'en'): string {
  const path = `${LANGUAGE_PREFIX[language]}${paths.login}`;
  return mode === 'sign-in' ? path : `${path}?${LOGIN_MODE_PARAM}=${mode}`;
}

/** A link's page for a token, on the site at `origin`, in the person's language (the mails'). */
export function personLink(origin: string, purpose: LinkPurpose, token: string, language: Language): string {
  const fragment = `${LINK_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return `${origin.replace(/\/$/, '')}${loginPath(purpose, language)}#${fragment}`;
}

/** The language of a request's `language` field: en or ur; anything else, missing included, English. */
export function languageOrEnglish(value: unknown): Language {
  return isLanguage(value) ? value : 'en';
}
