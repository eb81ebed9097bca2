import styled from '@emotion/styled';
import { paths } from '@site/site';
import { ButtonLink } from '@site/federation';
import { Container, Icon } from '@site/ui';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from '@site/router';
import { useMessages } from '../../messages';
import { Logo } from '../logo';
import { LanguageSwitch } from './language-switch';
import { desktopNavCount, navItems, navTarget } from './nav-items';
import { useNavTransparent } from './use-nav-appearance';

const Bar = styled.header<{ transparent: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.nav};
  height: ${({ theme }) => theme.layout.navHeight};
  display: flex;
  align-items: center;
  background: ${({ transparent }) => (transparent ? 'rgba(255, 255, 255, 0.06)' : '#ffffff')};
  backdrop-filter: ${({ transparent }) => (transparent ? 'blur(6px)' : 'none')};
  box-shadow: ${({ transparent, theme }) => (transparent ? 'none' : theme.shadows.md)};
  color: ${({ transparent, theme }) => (transparent ? theme.colors.fg.inverse : theme.colors.fg.default)};
  transition:
    background-color ${({ theme }) => theme.durations.normal} ease,
    box-shadow ${({ theme }) => theme.durations.normal} ease,
    color ${({ theme }) => theme.durations.normal} ease;
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const DesktopNav = styled.nav`
  display: none;
  ${({ theme }) => theme.mq.xl} {
    display: block;
  }
  ul {
    display: flex;
    list-style: none;
    padding: 0;
  }
`;

const NavLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => theme.space[2]} 0.375rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: inherit;
  font-size: 0.9375rem;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Actions = styled.div`
  display: none;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.mq.xl} {
    display: flex;
  }
`;

const MenuButton = styled.button`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  ${({ theme }) => theme.mq.xl} {
    display: none;
  }
`;

const MobilePanel = styled.nav`
  position: fixed;
  inset: ${({ theme }) => theme.layout.navHeight} 0 auto 0;
  max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border.subtle};
  ul {
    list-style: none;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  }
  li a {
    display: block;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border.subtle};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .actions {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
  }
  ${({ theme }) => theme.mq.xl} {
    display: none;
  }
`;

/**
 * The site's top bar: logo, the spec's nav items, the language switch, Sign In and Student
 * Portal. The items stand in the bar from 1280 px (they do not fit narrower beside the actions);
 * below, the menu button opens them.
 */
export function NavBar() {
  const location = useLocation();
  const t = useMessages();
  const isHome = location.pathname === paths.home;
  const [menuOpen, setMenuOpen] = useState(false);
  const transparent = useNavTransparent(isHome) && !menuOpen;
  const menuId = useId();

  // Any navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const current = (to: ReturnType<typeof navTarget>) =>
    typeof to === 'string' && to === location.pathname && !location.hash ? 'page' : undefined;

  return (
    <Bar transparent={transparent} data-appearance={transparent ? 'transparent' : 'solid'}>
      <Inner>
        <Logo inverse={transparent} />
        <DesktopNav aria-label={t.nav.main}>
          <ul>
            {navItems.slice(0, desktopNavCount).map((item) => (
              <li key={item.label}>
                <NavLink to={navTarget(item)} aria-current={current(navTarget(item))}>
                  {t.nav[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </DesktopNav>
        <End>
          <LanguageSwitch />
          <Actions>
            <ButtonLink to={paths.login} variant={transparent ? 'outlineInverse' : 'ghost'} size="sm">
              {t.nav.signIn}
            </ButtonLink>
            <ButtonLink to={paths.studentLogin} variant={transparent ? 'inverse' : 'primary'} size="sm">
              {t.nav.studentPortal}
            </ButtonLink>
          </Actions>
          <MenuButton
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t.nav.closeMenu : t.nav.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size="1.5rem" />
          </MenuButton>
        </End>
      </Inner>
      {menuOpen && (
        <MobilePanel id={menuId} aria-label={t.nav.mainMenu}>
          <ul>
            {navItems.map((item) => (
              <li key={item.label}>
                <NavLink to={navTarget(item)} aria-current={current(navTarget(item))}>
                  {t.nav[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="actions">
            <ButtonLink to={paths.login} variant="secondary" fullWidth>
              {t.nav.signIn}
            </ButtonLink>
            <ButtonLink to={paths.studentLogin} fullWidth>
              {t.nav.studentPortal}
            </ButtonLink>
          </div>
        </MobilePanel>
      )}
    </Bar>
  );
}
