// A device with no font that has Urdu's own letters (ہ ے ں: a desktop Linux without Arabic fonts;
// phones and the other desktops ship one) would show them as empty boxes. On such a device only,
// an Urdu page takes a small Naskh font of its own: Noto Naskh Arabic 400 (OFL, from
// @fontsource/noto-naskh-arabic 5.3.0), subset to the Urdu alphabet and punctuation, 13.8 KB.
// Decision: docs/decisions/0021-the-site-in-urdu.md.
import { tokens } from '@site/ui';

export const URDU_FALLBACK_FONT = '/fonts/noto-naskh-arabic-urdu-400.16d5ce1d.woff2';
export const URDU_FALLBACK_FAMILY = 'Noto Naskh Arabic Urdu';
/** Set on `<html>` by the script below when the device lacks the letters. */
export const URDU_FALLBACK_CLASS = 'urdu-fallback';

/** The page's Urdu font stack with the fallback font after the site's Nastaliq. */
export const URDU_FALLBACK_STACK = tokens.fonts.urdu.replace(
  /^("Noto Nastaliq Urdu"), /,
  `$1, "${URDU_FALLBACK_FAMILY}", `,
);

/**
 * An inline script in the head of Urdu pages (allowed by its hash, security.ts): before the body
 * is laid out, it measures ہ, ے and ں in the page's Urdu stack against a character no font has.
 * Where any of them would be an empty box, it marks the page (the frame's styles then put the
 * fallback font first) and preloads the font. Elsewhere it does nothing and nothing is fetched.
 */
export const URDU_GLYPHS_SCRIPT =
  '(function(d){try{var c=d.createElement("canvas").getContext("2d");' +
  `c.font=${JSON.stringify(`32px ${tokens.fonts.urdu}`)};` +
  'var w=function(t){return c.measureText(t).width},none=w("\\udbff\\udffd");' +
  'if(!["\\u06c1","\\u06d2","\\u06ba"].some(function(t){return w(t)===none}))return;' +
  `d.documentElement.classList.add("${URDU_FALLBACK_CLASS}");` +
  'var l=d.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="anonymous";' +
  `l.href="${URDU_FALLBACK_FONT}";d.head.appendChild(l)}catch(e){}})(document)`;
