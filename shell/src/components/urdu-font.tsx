import { Global, css } from '@emotion/react';
import { useLocale } from '@site/i18n';
import { useEffect, useState } from 'react';
import {
  URDU_FALLBACK_CLASS,
  URDU_FALLBACK_FAMILY,
  URDU_FALLBACK_FONT,
  URDU_FALLBACK_STACK,
} from '../urdu-fallback';

/** Urdu's letters and what the site writes with them (the fonts are subset to this). */
const URDU_RANGE = 'U+0600-06FF, U+200C-200F, U+2066-2069, U+FB50-FDFF, U+FE70-FEFF';

/**
 * On a device whose fonts lack Urdu's own letters (marked by the head's script,
 * server/urdu-glyphs.ts), a small Naskh font of the site's comes right after Nastaliq, from the
 * first paint: `block`, so the text waits for it (13.8 KB, preloaded) rather than showing empty
 * boxes, then never reflows.
 */
const fallbackStyles = css`
  @font-face {
    font-family: '${URDU_FALLBACK_FAMILY}';
    font-weight: 400;
    font-display: block;
    src: url('${URDU_FALLBACK_FONT}') format('woff2');
    unicode-range: ${URDU_RANGE};
  }
  html.${URDU_FALLBACK_CLASS}:lang(ur) body,
  html.${URDU_FALLBACK_CLASS}:lang(ur) :is(h1, h2, h3, h4) {
    font-family: ${URDU_FALLBACK_STACK};
  }
`;

/**
 * Noto Nastaliq Urdu (OFL, from @fontsource/noto-nastaliq-urdu 5.3.0, weight 400, subset to the
 * Urdu alphabet and punctuation: 110 KB, public/fonts), declared on Urdu pages only, once the page
 * answers taps and is idle. Declared with the page, its download competed with the page's scripts
 * on a slow network (+0.7 s before the page answered taps, bench:interactive); declared at
 * hydration, the restyle it causes delayed that moment by ~0.2 s. `optional`: the text never
 * waits for it and never reflows; the page shown keeps the system's Arabic script unless the font
 * is already there, and later pages use it from the cache. A device that has the font installed
 * uses its own (`local`). Decision: docs/decisions/0021-the-site-in-urdu.md.
 */
export function UrduFont() {
  const urdu = useLocale() === 'ur';
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!urdu) return;
    return afterPageAnswersTaps(() => setReady(true));
  }, [urdu]);
  if (!urdu) return null;
  return (
    <>
      <Global styles={fallbackStyles} />
      {ready && <Global styles={nastaliqStyles} />}
    </>
  );
}

const nastaliqStyles = css`
  @font-face {
    font-family: 'Noto Nastaliq Urdu';
    font-weight: 400;
    font-display: optional;
    src:
      local('Noto Nastaliq Urdu'),
      local('NotoNastaliqUrdu'),
      url('/fonts/noto-nastaliq-urdu-400.56134ce9.woff2') format('woff2');
    unicode-range: ${URDU_RANGE};
  }
`;

/**
 * Runs `then` once the page answers taps (`<html data-hydrated="true">`) and the main thread is
 * idle: a new @font-face makes the browser restyle the whole page (a long task of ~0.2 s on a
 * slowed phone), which must not delay the moment the page answers. Returns a cancel function.
 */
function afterPageAnswersTaps(then: () => void): () => void {
  const root = document.documentElement;
  let idle: number | undefined;
  const whenIdle = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(then, { timeout: 2000 })
      : window.setTimeout(then, 200);
  };
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return;
    observer.disconnect();
    whenIdle();
  });
  if (root.dataset.hydrated === 'true') whenIdle();
  else observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  return () => {
    observer.disconnect();
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}
