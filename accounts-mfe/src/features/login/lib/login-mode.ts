// The state of /login in its URL (`?mode=`): the server renders each from the address alone, so
// the switch between Sign In and Create Account works at the first tap (a link) and a copied or
// reloaded address shows the same form. Besides the spec's two, asking for a reset link
// (`forgot`) and the three a mailed link opens (`verify`, `reset`, `invite`: @site/people's
// LOGIN_MODES), whose token is in the URL's fragment, which no server sees.
import {
  isLoginMode,
  LOGIN_MODE_PARAM,
  type LinkPurpose,
  type LoginMode as ContractMode,
} from '@site/people';
import { paths } from '@site/site';

/** The query parameter of /login's state: `/login?mode=create-account`; Sign In without it. */
export const MODE_PARAM = LOGIN_MODE_PARAM;

/** Every state of /login (their texts are the catalogue's `login.modes`). */
export type LoginMode = 'sign-in' | ContractMode;

/** The two modes of the spec's one form. */
export type FormMode = 'sign-in' | 'create-account';

/** The states a one-time link opens. */
export type LinkMode = LinkPurpose;

/** The states whose forms come on demand (state-part.tsx): the reset request, a link's. */
export type OnDemandMode = 'forgot' | LinkMode;

/** The state a `?mode=` value names: Sign In for none or an unknown one. */
export function modeFromParam(value: string | null): LoginMode {
  return isLoginMode(value) ? value : 'sign-in';
}

/** The URL of /login in a state (the page's language prefix is the link's: `Link` adds `/ur`). */
export function loginModeHref(mode: LoginMode): string {
  return mode === 'sign-in' ? paths.login : `${paths.login}?${MODE_PARAM}=${mode}`;
}
