import { SETUP_TOKEN_PARAM } from '@site/staff';

/** The one-time token of a link's fragment (`#token=…`): never sent to any server but the API. */
export function tokenOfFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(SETUP_TOKEN_PARAM)?.trim() || null;
}

/** An SVG as a `data:` URL an `<img>` shows (UTF-8, base64). */
export function svgDataUrl(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** An authenticator key in groups of 4, to type without losing one's place: `JBSW Y3DP EHPK 3PXP`. */
export function keyInGroups(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
