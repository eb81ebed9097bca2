import { ThemeProvider } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { GlobalStyles } from './global-styles';
import { theme, type UiText } from './theme';

/**
 * Theme plus global styles. Each app wraps its root (or its standalone frame) in it once; the
 * frame of a page in another language gives the design system's words in it (`text`).
 */
export function SiteThemeProvider({ text, children }: { text?: UiText; children: ReactNode }) {
  const value = useMemo(() => (text ? { ...theme, text } : theme), [text]);
  return (
    <ThemeProvider theme={value}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
