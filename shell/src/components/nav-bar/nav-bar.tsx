import { paths } from '@site/site';
import { ButtonLink } from '@site/federation';
import { Icon } from '@site/ui';
import { useEffect, useId, useRef, useState } from 'react';
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
 * below, the menu button opens them: a native popover, so a tap at first paint opens it before
 * any script (the page's event contract lets `popovertarget` buttons through). Script follows the
 * popover's state (the icon's words, the bar's look) and closes it on navigation. Where a browser
 * has no popover (before 2024), the button toggles an `open` class once the frame has hydrated.
 */
export function NavBar() {
  const location = useLocation();
  const t = useMessages();
  const isHome = location.pathname === paths.home;
  const [menuOpen, setMenuOpen] = useState(false);
  /** No native popover in this browser: the menu is this component's state alone. */
  const [fallback, setFallback] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const transparent = useNavTransparent(isHome) && !menuOpen;
  const menuId = useId();

  // The popover's state, whoever changed it (the button before hydration, Escape, a tap outside).
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    if (!('popover' in HTMLElement.prototype)) {
      setFallback(true);
      return;
    }
    setMenuOpen(element.matches(':popover-open'));
    const onToggle = (event: Event) => setMenuOpen((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, []);

  // Any navigation closes the mobile menu; not the page's hydration: a menu the visitor opened
  // before it (the browser's popover) stays open.
  const shownFor = useRef(location.key);
  useEffect(() => {
    if (shownFor.current === location.key) return;
    shownFor.current = location.key;
    const element = panel.current;
    if (element?.matches?.(':popover-open')) element.hidePopover();
    setMenuOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!menuOpen || !fallback) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, fallback]);

  const current = (to: ReturnType<typeof navTarget>) =>
    typeof to === 'string' && to === location.pathname && !location.hash ? 'page' : undefined;
  /** The items as links, the current page's marked: the bar's first ones, or all in the menu. */
  const itemList = (items: typeof navItems) => (
    <ul>
      {items.map((item) => (
        <li key={item.label}>
          <NavLink to={navTarget(item)} aria-current={current(navTarget(item))}>
            {t.nav[item.label]}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  return (
    <Bar transparent={transparent} data-appearance={transparent ? 'transparent' : 'solid'}>
      <Inner>
        <Logo inverse={transparent} />
        <DesktopNav aria-label={t.nav.main}>{itemList(navItems.slice(0, desktopNavCount))}</DesktopNav>
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
          {/* The browser says whether a popover's button is expanded; the fallback says it itself. */}
          <MenuButton
            type="button"
            popoverTarget={menuId}
            aria-expanded={fallback ? menuOpen : undefined}
            aria-controls={fallback ? menuId : undefined}
            aria-label={menuOpen ? t.nav.closeMenu : t.nav.openMenu}
            onClick={() => fallback && setMenuOpen((open) => !open)}
          >
            <Icon name="menu" size="1.5rem" className="menu-open" />
            <Icon name="close" size="1.5rem" className="menu-close" />
          </MenuButton>
        </End>
      </Inner>
      <MobilePanel
        ref={panel}
        id={menuId}
        popover="auto"
        className={fallback && menuOpen ? 'open' : undefined}
        aria-label={t.nav.mainMenu}
      >
        {itemList(navItems)}
        <div className="actions">
          <ButtonLink to={paths.login} variant="secondary" fullWidth>
            {t.nav.signIn}
          </ButtonLink>
          <ButtonLink to={paths.studentLogin} fullWidth>
            {t.nav.studentPortal}
          </ButtonLink>
        </div>
      </MobilePanel>
    </Bar>
  );
}
