import { Global, css, useTheme } from '@emotion/react';

/** Themed base styles: body typography and the one focus ring used everywhere. */
export function GlobalStyles() {
  const t = useTheme();
  return (
    <Global
      styles={css`
        body {
          font-family: ${t.fonts.body};
          font-size: ${t.fontSizes.md};
          line-height: ${t.lineHeights.normal};
          color: ${t.colors.fg.default};
          background: ${t.colors.bg.canvas};
        }
        h1,
        h2,
        h3,
        h4 {
          font-family: ${t.fonts.heading};
          line-height: ${t.lineHeights.tight};
          letter-spacing: -0.01em;
        }
        :focus-visible {
          outline: 3px solid ${t.colors.focus};
          outline-offset: 2px;
          border-radius: 2px;
        }
        ::selection {
          background: ${t.palette.blue[200]};
        }
      `}
    />
  );
}
