// The mode of /login in its URL: the server renders either form from the address alone, so the
// switch works at the first tap (a link) and a copied or reloaded address shows the same form.
import { paths } from '@site/site';

/** The query parameter of /login's mode: `/login?mode=create-account`; Sign In without it. */
export const MODE_PARAM = 'mode';

/** The two modes of the /login form (their texts are the catalogue's `login.modes`). */
export const loginModes = ['sign-in', 'create-account'] as const;
export type LoginMode = (typeof loginModes)[number];

/** The mode a `?mode=` value names: Sign In for none or an unknown one. */
export function modeFromParam(value: string | null): LoginMode {
  return value === 'create-account' ? 'create-account' : 'sign-in';
}

/** The URL of /login in a mode (the page's language prefix is the link's: `Link` adds `/ur`). */
export function loginModeHref(mode: LoginMode): string {
  return mode === 'sign-in' ? paths.login : `${paths.login}?${MODE_PARAM}=${mode}`;
}
