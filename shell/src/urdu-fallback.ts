// A device with no font that has Urdu's own letters (ہ ے ں: a desktop Linux without Arabic fonts;
// phones and the other desktops ship one) would show them as empty boxes. On such a device only,
// an Urdu page takes a small Naskh font of its own: Noto Naskh Arabic 400 (OFL, from
// @fontsource/noto-naskh-arabic 5.3.0), subset to the Urdu alphabet and punctuation, 13.8 KB.
// Decision: docs/decisions/0021-the-site-in-urdu.md.
import { tokens } from '@site/ui';

export const URDU_FALLBACK_FONT = '/fonts/noto-naskh-arabic-urdu-400.16d5ce1d.woff2';
export const URDU_FALLBACK_FAMILY = 'Noto Naskh Arabic Urdu';
/** Set on `<html>` by the head's script (server/urdu-glyphs.ts) when the device lacks the letters. */
export const URDU_FALLBACK_CLASS = 'urdu-fallback';

/** The page's Urdu font stack with the fallback font after the site's Nastaliq. */
export const URDU_FALLBACK_STACK = tokens.fonts.urdu.replace(
  /^("Noto Nastaliq Urdu"), /,
  `$1, "${URDU_FALLBACK_FAMILY}", `,
);
