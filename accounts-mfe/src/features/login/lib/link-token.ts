import { LINK_TOKEN_PARAM } from '@site/people';

/** The one-time token of a link's fragment (`#token=…`), which the browser sends to no server. */
export function tokenOfFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(LINK_TOKEN_PARAM)?.trim() || null;
}
