import { expect, gotoPage, test } from '../../support/fixtures';

const desktopItems = [
  'Home',
  'Services',
  'Portfolio',
  'Team',
  'Testimonials',
  'Courses',
  'Pricing',
  'Blog',
  'Community',
];

test.describe('navigation bar', () => {
  test('desktop shows the first nine items, Sign In and Student Portal', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop layout');
    await gotoPage(page, '/pricing');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link')).toHaveText(desktopItems);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Student Portal' }).click();
    await expect(page).toHaveURL(/\/student\/login$/);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the mobile menu shows all ten items and closes on navigation @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await gotoPage(page, '/blog');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    // A native popover's button: the browser opens the menu and says it is expanded.
    await expect(toggle).toHaveAttribute('popovertarget', /.+/);
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('listitem')).toHaveText([...desktopItems, 'Contact']);
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Student Portal' })).toBeVisible();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  });

  test('an anchor item on another page goes to the home page and scrolls to the section @phone', async ({
    page,
    isMobile,
  }) => {
    await gotoPage(page, '/faq');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Portfolio', exact: true }).first().click();
    await expect(page).toHaveURL(/\/#portfolio$/);
    await expect(page.locator('#portfolio')).toBeInViewport();
  });

  test('Contact (mobile) and footer quick links scroll to their sections @phone', async ({ page }) => {
    await gotoPage(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL(/\/#testimonials$/);
    await expect(page.locator('#testimonials')).toBeInViewport();
  });

  test('on the home page it is transparent with white text at the top and white with a shadow after 50 px', async ({
    page,
  }) => {
    await gotoPage(page, '/');
    const bar = page.getByRole('banner');
    await expect(bar).toHaveAttribute('data-appearance', 'transparent');
    await expect(bar).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(bar).toHaveCSS('box-shadow', 'none');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(bar).toHaveAttribute('data-appearance', 'solid');
    await expect(bar).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(bar).not.toHaveCSS('box-shadow', 'none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-appearance', 'transparent');
  });

  test('on other pages it is always white with a shadow', async ({ page }) => {
    await gotoPage(page, '/blog');
    const bar = page.getByRole('banner');
    await expect(bar).toHaveAttribute('data-appearance', 'solid');
    await expect(bar).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(bar).not.toHaveCSS('box-shadow', 'none');
  });

  test('keyboard users can skip to the main content', async ({ page, isMobile }) => {
    test.skip(isMobile, 'keyboard');
    await gotoPage(page, '/faq');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('footer', () => {
  test('has quick links, the services list, contact details and social links @phone', async ({ page }) => {
    await gotoPage(page, '/event');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')).toHaveCount(7);
    await expect(footer.getByRole('navigation', { name: 'Services' }).getByRole('link')).toHaveText([
      'Laravel Development',
      'React JS',
      'React Native',
      'Remix JS',
      'MERN Stack',
      'Shopify Development',
    ]);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(footer.getByText(/Sargodha, Punjab/)).toBeVisible();
    for (const name of ['Facebook', 'Twitter', 'LinkedIn', 'Instagram', 'GitHub']) {
      await expect(footer.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
  });

  test('Privacy Policy and Terms of Service open with their summary, and close', async ({ page }) => {
    await gotoPage(page, '/faq');
    for (const name of ['Privacy Policy', 'Terms of Service']) {
      await page.getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      // Its text comes on demand, with the address to ask for the full document.
      await expect(dialog.locator('a[href^="mailto:"]')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name })).toBeFocused();
    }
  });
});
