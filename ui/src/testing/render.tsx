import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SiteThemeProvider } from '../theme/theme-provider';

/**
 * Renders with the site's theme and global styles: what a primitive of the design system needs.
 * A page (routes, links, its declared route) renders with `@site/federation/testing`.
 */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(<SiteThemeProvider>{ui}</SiteThemeProvider>, options);
}
