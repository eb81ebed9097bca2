import { tokens } from '@site/ui';
import { URDU_FALLBACK_CLASS, URDU_FALLBACK_FONT } from '../urdu-fallback';

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
