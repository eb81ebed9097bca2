import { Global, css, useTheme } from '@emotion/react';
import { FRAGMENT_LOAD_ATTRIBUTE } from '../routing/fragment-load';

/**
 * The page's one set of global styles: a small reset, body typography and the one focus ring
 * used everywhere. Only the shell (or a remote's standalone frame) renders it, once, so a remote
 * that brings its own copy of ui never adds a second set.
 */
export function GlobalStyles() {
  const t = useTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          text-size-adjust: 100%;
          scroll-behavior: smooth;
        }
        /* The page behind a modal dialog does not scroll, also when the browser opened it before
           any script (a \`commandfor\` button: ../primitives/dialog.tsx). */
        html:has(dialog:modal) {
          overflow: hidden;
        }
        /* The load's own jump to a #fragment is instant (../routing/fragment-load.ts). */
        html[${FRAGMENT_LOAD_ATTRIBUTE}] {
          scroll-behavior: auto;
        }
        body,
        h1,
        h2,
        h3,
        h4,
        h5,
        h6,
        p,
        figure,
        blockquote,
        dl,
        dd,
        ul,
        ol {
          margin: 0;
        }
        body {
          min-height: 100vh;
          -webkit-font-smoothing: antialiased;
          text-rendering: optimizeLegibility;
          font-family: ${t.fonts.body};
          font-size: ${t.fontSizes.md};
          line-height: ${t.lineHeights.normal};
          color: ${t.colors.fg.default};
          background: ${t.colors.bg.canvas};
        }
        img,
        svg,
        picture {
          display: block;
          max-width: 100%;
        }
        img {
          height: auto;
        }
        input,
        button,
        textarea,
        select {
          font: inherit;
          color: inherit;
        }
        button {
          cursor: pointer;
        }
        a {
          color: inherit;
        }
        h1,
        h2,
        h3,
        h4 {
          font-family: ${t.fonts.heading};
          line-height: ${t.lineHeights.tight};
          letter-spacing: -0.01em;
        }
        /* Urdu: Nastaliq needs room between lines; one weight is shipped, so no faux bold. */
        html:lang(ur) body,
        html:lang(ur) :is(h1, h2, h3, h4) {
          font-family: ${t.fonts.urdu};
          line-height: 2;
          letter-spacing: normal;
          font-synthesis: none;
        }
        html:lang(ur) :is(h1, h2, h3, h4) {
          line-height: 1.8;
        }
        html:lang(ur) [lang='en'] {
          font-family: ${t.fonts.body};
        }
        :focus-visible {
          outline: 3px solid ${t.colors.focus};
          outline-offset: 2px;
          border-radius: 2px;
        }
        ::selection {
          background: ${t.palette.blue[200]};
        }
        ${t.mq.reducedMotion} {
          html {
            scroll-behavior: auto;
          }
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            animation-iteration-count: 1 !important;
            transition-duration: 0.01ms !important;
            scroll-behavior: auto !important;
          }
        }
      `}
    />
  );
}
