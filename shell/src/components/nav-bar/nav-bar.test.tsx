import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { NavBar } from './nav-bar';
import { isNavTransparent } from './use-nav-appearance';

describe('NavBar', () => {
  it('shows the first nine items on desktop, Sign In and Student Portal', () => {
    renderWithProviders(<NavBar />, { route: '/pricing' });
    // jsdom applies no media queries, so the desktop list counts as hidden (and unnamed) here.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.textContent),
    ).toEqual([
      'Home',
      'Services',
      'Portfolio',
      'Team',
      'Testimonials',
      'Courses',
      'Pricing',
      'Blog',
      'Community',
    ]);
    expect(within(nav).getByRole('link', { name: 'Pricing', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Services', hidden: true })).toHaveAttribute(
      'href',
      '/#services',
    );
    // The bar's own (the phone menu, closed, has the same two).
    expect(screen.getAllByRole('link', { name: 'Sign In', hidden: true })[0]).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getAllByRole('link', { name: 'Student Portal', hidden: true })[0]).toHaveAttribute(
      'href',
      '/student/login',
    );
  });

  it('renders the phone menu as a native popover its button opens without script', () => {
    renderWithProviders(<NavBar />, { route: '/blog' });
    const panel = document.querySelector('nav[popover]')!;
    expect(panel).toHaveAttribute('aria-label', 'Main menu');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('popovertarget', panel.id);
  });

  it('keeps a menu the browser opened before hydration open, and closes it on navigation', async () => {
    // A browser with popovers, where the visitor opened the menu before the page's script ran.
    Object.defineProperty(HTMLElement.prototype, 'popover', { configurable: true, value: null });
    const hidePopover = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'hidePopover', { configurable: true, value: hidePopover });
    const matches = Element.prototype.matches;
    const open = jest.spyOn(Element.prototype, 'matches').mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      return selector === ':popover-open' ? this.hasAttribute('popover') : matches.call(this, selector);
    });
    try {
      const user = userEvent.setup();
      // Mounted at every path: the bar stays as the visitor moves on.
      renderWithProviders(<NavBar />, { route: '/blog', path: '/*' });
      expect(hidePopover).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
      const menu = document.querySelector<HTMLElement>('nav[popover]')!;
      await user.click(within(menu).getByRole('link', { name: 'Pricing', hidden: true }));
      expect(hidePopover).toHaveBeenCalledTimes(1);
    } finally {
      open.mockRestore();
      delete (HTMLElement.prototype as Partial<HTMLElement>).popover;
      delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
    }
  });

  it('opens a mobile menu with all ten items, including Contact (no popover: the fallback)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavBar />, { route: '/blog' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const items = within(menu)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(10);
    expect(items.at(-1)).toBe('Contact');
    expect(within(menu).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is solid on pages other than home', () => {
    renderWithProviders(<NavBar />, { route: '/faq' });
    expect(screen.getByRole('banner')).toHaveAttribute('data-appearance', 'solid');
  });
});

describe('isNavTransparent', () => {
  it('is transparent only on the home page, at most 50 px down and within the hero', () => {
    expect(isNavTransparent(true, 0, 900)).toBe(true);
    expect(isNavTransparent(true, 50, 900)).toBe(true);
    expect(isNavTransparent(true, 51, 900)).toBe(false);
    expect(isNavTransparent(true, 40, 130)).toBe(false); // past viewport height minus 100 px
    expect(isNavTransparent(false, 0, 900)).toBe(false);
  });
});
