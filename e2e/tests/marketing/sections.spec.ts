import type { Page } from '@playwright/test';
import { expectNoAxeViolations, statesAtOneWidth } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { gotoHome } from './helpers';

// The sections' words and behaviour are their own tests' (services-, portfolio-, team-,
// testimonials-, consultancy-section.test.tsx): counts, defaults, filters, links, the carousel's
// timing on fake timers. Here what the browser does: native dialogs and their focus, chunks
// fetched on demand, a tap held until its code is there, scroll snapping, and axe on a state.
test.describe('services', () => {
  test('shows 10 service cards; a card opens its modal, which the close button closes', async ({ page }) => {
    await gotoHome(page);
    const services = page.getByRole('region', { name: 'Our Services' });
    await expect(services.getByRole('heading', { level: 3 })).toHaveCount(10);
    await services.getByRole('heading', { name: 'Laravel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Laravel' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Get This Service' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(services.getByRole('button', { name: 'Laravel' })).toBeFocused();
  });

  test('each service’s dialog is in the page, closed, and its card opens it with no script at all', async ({
    page,
  }) => {
    // No script but the page's inline event contract: what a visitor has at the first paint.
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Our Services' });
    await expect(services.getByRole('heading', { level: 3 })).toHaveCount(10);
    const dialogs = page.locator('#services dialog');
    await expect(dialogs).toHaveCount(10);
    await expect(page.locator('#services dialog[open]')).toHaveCount(0);
    await expect(page.locator('#service-laravel')).toBeHidden();
    // Frames only: the bodies come on demand.
    await expect(dialogs.getByRole('list', { name: 'Key features' })).toHaveCount(0);

    const card = services.getByRole('button', { name: 'Laravel' });
    await expect(card).toHaveAttribute('commandfor', 'service-laravel');
    await expect(card).toHaveAttribute('command', 'show-modal');
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Laravel' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'Secure, scalable web applications and back ends built on the Laravel PHP framework.',
    );
    await expect(dialog.getByRole('button', { name: 'Get This Service' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card).toBeFocused();

    // A click outside closes it too (closedby="any").
    await services.getByRole('button', { name: 'Shopify' }).click();
    await expect(page.getByRole('dialog', { name: 'Shopify' })).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a service’s details come on demand: not with the page, and a failed fetch costs only the dialog’s body', async ({
    page,
  }) => {
    const fetched: string[] = [];
    let fail = true;
    await page.route(/\/service-details\.[0-9a-f]+\.js$/, (route) => {
      fetched.push(route.request().url());
      return fail ? route.abort('internetdisconnected') : route.continue();
    });
    await gotoHome(page);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    const services = page.getByRole('region', { name: 'Our Services' });
    await services.getByRole('button', { name: 'Laravel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Laravel' });
    // The frame opens with the card's words; only the body fails, and says so.
    await expect(dialog.getByRole('button', { name: 'Get This Service' })).toBeVisible();
    await expect(
      dialog.getByRole('heading', { name: 'Sorry, we couldn’t load the details of Laravel.' }),
    ).toBeVisible();
    fail = false;
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('list', { name: 'Key features' }).getByRole('listitem')).toHaveCount(6);
    expect(fetched.length).toBeGreaterThan(1);
  });

  test('has no axe violations with the service modal open @phone', async ({ page }) => {
    statesAtOneWidth();
    await gotoHome(page);
    await page
      .getByRole('region', { name: 'Our Services' })
      .getByRole('button', { name: 'React JS' })
      .click();
    // With its body, which comes on demand.
    await expect(
      page.getByRole('dialog', { name: 'React JS' }).getByRole('list', { name: 'Key features' }),
    ).toBeVisible();
    // The dialog: the page behind it is the page as it loads, read in accessibility.spec.ts.
    await expectNoAxeViolations(page, { include: 'dialog[open]' });
  });
});

test.describe('testimonials', () => {
  const carousel = (page: Page) => page.getByRole('region', { name: 'Client testimonials' });
  /** The current slide: all five are in a row that snaps one at a time; one is current. */
  const slide = (page: Page) => carousel(page).locator('[aria-roledescription="slide"][aria-current="true"]');
  const slideNamed = (page: Page, name: string) => carousel(page).getByRole('group', { name, exact: true });
  const expectShowing = async (page: Page, n: number) => {
    await expect(slide(page)).toHaveAccessibleName(`${n} of 5`);
    await expect(slideNamed(page, `${n} of 5`)).toBeInViewport({ ratio: 0.9 });
  };

  test('one testimonial at a time with stars; previous/next wrap; dots jump; rotation pauses on focus', async ({
    page,
  }) => {
    // The page's clock, so that the rotation's interval passes without waiting for it.
    await page.clock.install();
    await gotoHome(page);
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel(page).getByRole('group', { name: /of 5$/ })).toHaveCount(5);
    await expect(slide(page).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(slide(page).locator('blockquote')).not.toBeEmpty();
    await carousel(page).scrollIntoViewIfNeeded();
    // Tapped as soon as it is seen: a tap before its code is here is held and replayed.
    await carousel(page).getByRole('button', { name: 'Previous testimonial' }).click();
    await expectShowing(page, 5);
    await carousel(page).getByRole('button', { name: 'Next testimonial' }).click();
    await expectShowing(page, 1);
    await carousel(page).getByRole('button', { name: 'Show testimonial 3' }).click();
    await expectShowing(page, 3);
    await expect(carousel(page).getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Focus is inside: no rotation, and changes are announced politely.
    await expect(carousel(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(5500);
    await expect(slide(page)).toHaveAccessibleName('3 of 5');
  });

  test('a swipe moves to the next testimonial before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const row = page.getByRole('group', { name: 'Testimonials, one at a time' });
    await row.scrollIntoViewIfNeeded();
    await row.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: 'instant' }));
    await expect(page.getByRole('group', { name: '2 of 5', exact: true })).toBeInViewport({ ratio: 0.9 });
    await context.close();
  });
});
