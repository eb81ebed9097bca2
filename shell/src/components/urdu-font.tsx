import { Global, css } from '@emotion/react';
import { useLocale } from '@site/i18n';
import { useEffect, useState } from 'react';

/**
 * Noto Nastaliq Urdu (OFL, from @fontsource/noto-nastaliq-urdu 5.3.0, weight 400, subset to the
 * Urdu alphabet and punctuation: 110 KB, public/fonts), declared on Urdu pages only, once the page
 * has hydrated: declared with the page, its download competed with the page's scripts on a slow
 * network (+0.7 s before the page answered taps, bench:interactive). `optional`: the text never
 * waits for it and never reflows; the page shown keeps the system's Arabic script unless the font
 * is already there, and later pages use it from the cache. A device that has the font installed
 * uses its own (`local`). Decision: docs/decisions/0021-the-site-in-urdu.md.
 */
export function UrduFont() {
  const urdu = useLocale() === 'ur';
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!urdu || !hydrated) return null;
  return (
    <Global
      styles={css`
        @font-face {
          font-family: 'Noto Nastaliq Urdu';
          font-weight: 400;
          font-display: optional;
          src:
            local('Noto Nastaliq Urdu'),
            local('NotoNastaliqUrdu'),
            url('/fonts/noto-nastaliq-urdu-400.56134ce9.woff2') format('woff2');
          unicode-range: U+0600-06FF, U+200C-200F, U+2066-2069, U+FB50-FDFF, U+FE70-FEFF;
        }
      `}
    />
  );
}
