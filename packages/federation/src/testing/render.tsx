import { LocaleProvider, type Locale } from '@site/i18n';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, matchRoutes, useLocation } from '@site/router';
import { SiteThemeProvider } from '@site/ui';
import type { RemoteDeclaration } from '../contract';
import { DeclaredRoute } from '../page/page-meta';
import { localizedRoute } from '../routes';

export interface RenderPageOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Starting URL (path, search and hash). */
  route?: string;
  /** Navigation state of the first entry (e.g. `{ courseName }`). */
  state?: unknown;
  /** Route pattern the element is mounted at, for pages that read params. */
  path?: string;
  /**
   * The app's declaration (`src/remote.ts`): a page mounted at one of its routes gets that
   * route's declared facts (title, robots, canonical), as the shell gives them.
   */
  declaration?: RemoteDeclaration;
  /**
   * The page's language (default English). For another language, register the app's catalogue
   * first: `await loadTranslations('ur')`.
   */
  locale?: Locale;
}

/**
 * Renders with the theme, a memory router and the declared route of the starting URL. Other
 * paths render a marker with the current location, so a test can assert where a link or
 * navigation went.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', state, path, declaration, locale = 'en', ...options }: RenderPageOptions = {},
) {
  const pathname = route.split(/[?#]/)[0] ?? '/';
  const routes = Object.values(declaration?.pages ?? {}).flatMap((page) => page.routes);
  const matched = matchRoutes(routes, pathname)?.[0]?.route;
  const declared = matched && localizedRoute(matched, locale);
  return render(
    <LocaleProvider locale={locale}>
      <SiteThemeProvider>
        <MemoryRouter initialEntries={[{ pathname, search: searchOf(route), hash: hashOf(route), state }]}>
          <Routes>
            <Route
              path={path ?? pathname}
              element={declared ? <DeclaredRoute route={declared}>{ui}</DeclaredRoute> : ui}
            />
            <Route path="*" element={<LocationMarker />} />
          </Routes>
        </MemoryRouter>
      </SiteThemeProvider>
    </LocaleProvider>,
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
