import '../styles/global.css';
import styled from '@emotion/styled';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
// Through the package name, so the frame uses the same shared ui instance as the pages.
import { Container, NotFoundView, SiteThemeProvider, registerSiteRemotes } from '@site/ui';

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
  /** Shown in the frame's link list; defaults to the path. */
  label?: string;
  /** Concrete URL for the link when `path` has parameters. */
  href?: string;
}

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

/**
 * The minimal frame a remote's team runs it in alone (`npm run dev -w <remote>`): the real
 * theme, router and pages, with a strip of links to the remote's own routes instead of the
 * site's navigation. The shell is not needed.
 */
export function mountStandalone(name: string, routes: readonly StandaloneRoute[]) {
  registerSiteRemotes();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SiteThemeProvider>
        <BrowserRouter>
          <Frame>
            <Container>
              <nav aria-label={`${name} routes`}>
                <strong>{name} (standalone)</strong>
                {routes.map((route) => (
                  <Link key={route.path} to={route.href ?? route.path}>
                    {route.label ?? route.path}
                  </Link>
                ))}
              </nav>
            </Container>
          </Frame>
          <main id="main-content">
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
              <Route path="*" element={<NotFoundView />} />
            </Routes>
          </main>
        </BrowserRouter>
      </SiteThemeProvider>
    </StrictMode>,
  );
}
