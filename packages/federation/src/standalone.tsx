import styled from '@emotion/styled';
import { Container, SiteThemeProvider } from '@site/ui';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@site/router';
import type { PageModule, RemoteDeclaration, RouteDeclaration } from './contract';
import { registerSiteRemotes } from './load-remote';
import { NotFoundView } from './page/not-found';
import { DeclaredRoute } from './page/page-meta';

const Frame = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: #fff7db;
  border-bottom: 1px solid #e5c96a;
  font-size: 0.875rem;
  color: #5c4300;
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    padding-block: 0.5rem;
  }
  strong {
    margin-inline-end: 0.5rem;
  }
`;

export interface FramePage {
  Component: ComponentType;
  /** The route as the remote declares it: the page's head takes its defaults from it, as in the site. */
  route: RouteDeclaration;
  /** A concrete URL for the links (the first sitemap entry of a route with parameters). */
  href: string | undefined;
}

const PageList = styled.ul`
  display: grid;
  gap: 0.5rem;
  padding: 0;
  list-style: none;
  code {
    margin-inline-start: 0.5rem;
    color: #5c4300;
  }
`;

/** The frame's root when the remote owns no `/`: its pages, so that the root is never a 404. */
function PageIndex({ name, pages }: { name: string; pages: readonly FramePage[] }) {
  return (
    <Container>
      <h1>{name}: its pages</h1>
      <PageList>
        {pages.map(
          ({ href, route }) =>
            href && (
              <li key={route.path}>
                <Link to={href}>{route.title ?? href}</Link>
                <code>{route.path}</code>
              </li>
            ),
        )}
      </PageList>
    </Container>
  );
}

/** The remote's pages in a minimal frame: a strip of links, the pages, and a root that lists them. */
export function StandaloneFrame({ name, pages }: { name: string; pages: readonly FramePage[] }) {
  const ownsRoot = pages.some(({ route }) => route.path === '/');
  return (
    <SiteThemeProvider>
      <BrowserRouter>
        <Frame>
          <Container>
            <nav aria-label={`${name} routes`}>
              <strong>
                <Link to="/">{name} (standalone)</Link>
              </strong>
              {pages.map(
                ({ href, route }) =>
                  href && (
                    <Link key={route.path} to={href}>
                      {href}
                    </Link>
                  ),
              )}
            </nav>
          </Container>
        </Frame>
        <main id="main-content">
          <Routes>
            {!ownsRoot && <Route path="/" element={<PageIndex name={name} pages={pages} />} />}
            {pages.map(({ Component, route }) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <DeclaredRoute route={route}>
                    <Component />
                  </DeclaredRoute>
                }
              />
            ))}
            <Route path="*" element={<NotFoundView />} />
          </Routes>
        </main>
      </BrowserRouter>
    </SiteThemeProvider>
  );
}

/**
 * The minimal frame a remote's team runs it in alone (`npm run dev -w <remote>`): the real
 * theme, router and pages, with a strip of links to the routes the remote declares instead of
 * the site's navigation, and at `/` (unless the remote owns it) the list of its pages. The shell
 * is not needed. `load` imports a page file of the remote.
 */
export async function mountStandalone(
  declaration: RemoteDeclaration,
  load: (file: string) => Promise<PageModule>,
) {
  // The dev server serves the same deployment settings the site's server would.
  window.__SITE_CONFIG__ = await fetch('/site-config.json').then((response) => response.json());
  registerSiteRemotes();
  const pages: FramePage[] = [];
  for (const page of Object.values(declaration.pages)) {
    const mod = await load(page.file);
    for (const route of page.routes) {
      const href = route.path.includes(':') ? mod.sitemap?.()[0]?.path : route.path;
      pages.push({ Component: mod.default, route, href });
    }
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StandaloneFrame name={declaration.name} pages={pages} />
    </StrictMode>,
  );
}
