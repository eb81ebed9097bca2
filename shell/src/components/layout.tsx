import styled from '@emotion/styled';
import { paths } from '@site/site';
import type { ReactNode } from 'react';
import { useLocation } from '@site/router';
import { Footer } from './footer/footer';
import { NavBar } from './nav-bar/nav-bar';
import { useMessages } from '../messages';
import { useRouteScroll } from './use-route-scroll';

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[4]};
  top: -10rem;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    top: ${({ theme }) => theme.space[2]};
  }
`;

const Main = styled.main<{ underNav: boolean }>`
  display: block;
  min-height: 70vh;
  padding-top: ${({ underNav, theme }) => (underNav ? 0 : theme.layout.navHeight)};
  &:focus {
    outline: none;
  }
`;

/** The page frame every route shares: skip link, navigation bar, main area, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const t = useMessages();
  const mainRef = useRouteScroll();
  return (
    <>
      <SkipLink href="#main-content">{t.nav.skipToContent}</SkipLink>
      <NavBar />
      {/* The home hero runs under the transparent bar; other pages start below it. */}
      <Main id="main-content" tabIndex={-1} ref={mainRef} underNav={pathname === paths.home}>
        {children}
      </Main>
      <Footer />
    </>
  );
}
