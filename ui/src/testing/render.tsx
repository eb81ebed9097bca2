import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@site/router';
import { SiteThemeProvider } from '../theme/theme-provider';

export interface RenderPageOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Starting URL (path, search and hash). */
  route?: string;
  /** Navigation state of the first entry (e.g. `{ courseName }`). */
  state?: unknown;
  /** Route pattern the element is mounted at, for pages that read params. */
  path?: string;
}

/**
 * Renders with the theme and a memory router. Other paths render a marker with the current
 * location, so a test can assert where a link or navigation went.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', state, path, ...options }: RenderPageOptions = {},
) {
  return render(
    <SiteThemeProvider>
      <MemoryRouter
        initialEntries={[
          { pathname: route.split(/[?#]/)[0] ?? '/', search: searchOf(route), hash: hashOf(route), state },
        ]}
      >
        <Routes>
          <Route path={path ?? route.split(/[?#]/)[0] ?? '/'} element={ui} />
          <Route path="*" element={<LocationMarker />} />
        </Routes>
      </MemoryRouter>
    </SiteThemeProvider>,
    options,
  );
}

function searchOf(route: string) {
  const match = route.match(/\?[^#]*/);
  return match ? match[0] : '';
}

function hashOf(route: string) {
  const i = route.indexOf('#');
  return i >= 0 ? route.slice(i) : '';
}

function LocationMarker() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
      {location.hash}
    </div>
  );
}
