import type { ReactElement } from 'react';
import { renderWithProviders as render, type RenderPageOptions } from '@site/federation/testing';
import remote from '@/remote';

/**
 * The app's one render helper: theme, memory router, and for a page the route it is declared
 * with in src/remote.ts (its title, robots and canonical), as the shell gives it.
 */
export function renderWithProviders(ui: ReactElement, options?: RenderPageOptions) {
  return render(ui, { declaration: remote, ...options });
}
