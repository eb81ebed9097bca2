import { paths } from '@site/site';
import { ButtonLink } from '@site/federation';
import { Icon } from '@site/ui';
import { useEffect, useId, useState } from 'react';
import { useLocation } from '@site/router';
import { useMessages } from '../../messages';
import { Logo } from '../logo';
import { LanguageSwitch } from './language-switch';
import { Actions, Bar, DesktopNav, End, Inner, MenuButton, MobilePanel, NavLink } from './nav-bar-parts';
import { desktopNavCount, navItems, navTarget } from './nav-items';
import { useNavTransparent } from './use-nav-appearance';

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
