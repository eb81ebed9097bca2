import styled from '@emotion/styled';
import { Container, NotFoundView, SiteThemeProvider } from '@site/ui';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@site/router';
import type { PageModule, RemoteDeclaration } from './contract';
import { registerSiteRemotes } from './load-remote';
import { resolveRemoteLocations } from './remote-locations';

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
    margin-right: 0.5rem;
  }
`;

export interface FramePage {
  path: string;
  Component: ComponentType;
  /** The route's default title, for the list of pages at the frame's root. */
  title: string | undefined;
  /** A concrete URL for the links (the first sitemap entry of a route with parameters). */
  href: string | undefined;
}

const PageList = styled.ul`
  display: grid;
  gap: 0.5rem;
  padding: 0;
  list-style: none;
  code {
    margin-left: 0.5rem;
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
          ({ path, href, title }) =>
            href && (
              <li key={path}>
                <Link to={href}>{title ?? href}</Link>
                <code>{path}</code>
              </li>
            ),
        )}
      </PageList>
    </Container>
  );
}

/** The remote's pages in a minimal frame: a strip of links, the pages, and a root that lists them. */
export function StandaloneFrame({ name, pages }: { name: string; pages: readonly FramePage[] }) {
  const ownsRoot = pages.some(({ path }) => path === '/');
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
                ({ path, href }) =>
                  href && (
                    <Link key={path} to={href}>
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
            {pages.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
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
  registerSiteRemotes(resolveRemoteLocations());
  const pages: FramePage[] = [];
  for (const page of Object.values(declaration.pages)) {
    const mod = await load(page.file);
    for (const route of page.routes) {
      const href = route.path.includes(':') ? mod.sitemap?.()[0]?.path : route.path;
      pages.push({ path: route.path, Component: mod.default, title: route.title, href });
    }
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StandaloneFrame name={declaration.name} pages={pages} />
    </StrictMode>,
  );
}
