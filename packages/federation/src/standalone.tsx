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

interface FramePage {
  path: string;
  Component: ComponentType;
  /** A concrete URL for the link strip (the first sitemap entry of a route with parameters). */
  href: string | undefined;
}

/**
 * The minimal frame a remote's team runs it in alone (`npm run dev -w <remote>`): the real
 * theme, router and pages, with a strip of links to the routes the remote declares instead of
 * the site's navigation. The shell is not needed. `load` imports a page file of the remote.
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
      pages.push({ path: route.path, Component: mod.default, href });
    }
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SiteThemeProvider>
        <BrowserRouter>
          <Frame>
            <Container>
              <nav aria-label={`${declaration.name} routes`}>
                <strong>{declaration.name} (standalone)</strong>
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
              {pages.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path="*" element={<NotFoundView />} />
            </Routes>
          </main>
        </BrowserRouter>
      </SiteThemeProvider>
    </StrictMode>,
  );
}
