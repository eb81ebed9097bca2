import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, waitForUnitHydration } from '../../support/fixtures';
import { gotoHome, pauseClock } from './helpers';

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

  test('a service without features or benefits shows the 6 defaults of each', async ({ page }) => {
    await gotoHome(page);
    await page
      .getByRole('region', { name: 'Our Services' })
      .getByRole('button', { name: 'DevOps & Automation' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'DevOps & Automation' });
    await expect(dialog.getByRole('list', { name: 'Key features' }).getByRole('listitem')).toHaveCount(6);
    await expect(dialog.getByRole('list', { name: 'Benefits' }).getByRole('listitem')).toHaveCount(6);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("'Get This Service' closes the modal, goes to /#start-project and scrolls to the form", async ({
    page,
  }) => {
    await gotoHome(page);
    await page.getByRole('region', { name: 'Our Services' }).getByRole('button', { name: 'Shopify' }).click();
    await page
      .getByRole('dialog', { name: 'Shopify' })
      .getByRole('button', { name: 'Get This Service' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/#start-project$/);
    await expect(page.locator('#start-project')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
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
    await gotoHome(page);
    await page
      .getByRole('region', { name: 'Our Services' })
      .getByRole('button', { name: 'React JS' })
      .click();
    // With its body, which comes on demand.
    await expect(
      page.getByRole('dialog', { name: 'React JS' }).getByRole('list', { name: 'Key features' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('portfolio', () => {
  test('filters All (first, current), Laravel, React, React Native, Remix, MERN, Shopify over 9 projects', async ({
    page,
  }) => {
    await gotoHome(page);
    const portfolio = page.getByRole('region', { name: 'Our Portfolio' });
    const filters = portfolio.getByRole('list', { name: 'Filter projects by technology' }).getByRole('link');
    const filter = (name: string) => filters.filter({ hasText: new RegExp(`^${name}$`) });
    await expect(filters).toHaveText(['All', 'Laravel', 'React', 'React Native', 'Remix', 'MERN', 'Shopify']);
    await expect(filters.first()).toHaveAttribute('aria-current', 'page');
    const cards = portfolio.getByRole('article');
    await expect(cards).toHaveCount(9);
    const counts: Record<string, number> = {};
    for (const name of ['Laravel', 'React', 'React Native', 'Remix', 'MERN', 'Shopify']) {
      await filter(name).click();
      await expect(page).toHaveURL(
        new RegExp(`\\?portfolio=${name.toLowerCase().replace(' ', '-')}#portfolio$`),
      );
      await expect(filter(name)).toHaveAttribute('aria-current', 'page');
      counts[name] = await cards.count();
      for (const card of await cards.all()) await expect(card).toContainText(`Category: ${name}`);
    }
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(9);
    await filter('All').click();
    await expect(cards).toHaveCount(9);
  });

  test('each project shows title, description, image, technologies, category, live and source links', async ({
    page,
  }) => {
    await gotoHome(page);
    const cards = page.getByRole('region', { name: 'Our Portfolio' }).getByRole('article');
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(card.locator('p').first()).not.toBeEmpty();
      await expect(card.getByRole('img')).toHaveAttribute('alt', /.+/);
      await expect(card.getByRole('list', { name: 'Technologies' }).getByRole('listitem')).not.toHaveCount(0);
      await expect(card).toContainText('Category:');
      for (const name of [/^Live Site/, /^Source Code/]) {
        const link = card.getByRole('link', { name });
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
    await cards.first().getByRole('img').scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        cards
          .first()
          .getByRole('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
  });
});

test.describe('team', () => {
  test('shows 6 members with name, role, bio, image and github/linkedin/twitter links', async ({ page }) => {
    await gotoHome(page);
    const team = page.getByRole('region', { name: 'Meet Our Team' });
    const members = team.getByRole('article');
    await expect(members).toHaveCount(6);
    for (const member of await members.all()) {
      await expect(member.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(member.locator('p')).toHaveCount(2);
      await expect(member.getByRole('img')).toHaveAttribute('alt', /^Portrait of /);
      const links = member.getByRole('link');
      await expect(links).toHaveCount(3);
      await expect(links.nth(0)).toHaveAccessibleName(/on GitHub/);
      await expect(links.nth(1)).toHaveAccessibleName(/on LinkedIn/);
      await expect(links.nth(2)).toHaveAccessibleName(/on Twitter/);
      for (const link of await links.all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
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

  test('advances on its own every 5000 ms and wraps from the last to the first', async ({ page }) => {
    await page.clock.install();
    await gotoHome(page);
    // About the script's rotation: the clock stops once the carousel's code has hydrated it (its
    // code comes when it is near the viewport; a tap held before that is replayed by a timer, which
    // the stopped clock would hold).
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(slide(page)).toHaveCount(1);
    await waitForUnitHydration(carousel(page));
    await pauseClock(page);
    // Start from the first slide with a fresh interval, then leave the carousel alone.
    await carousel(page).getByRole('button', { name: 'Show testimonial 1' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(slide(page)).toHaveAccessibleName('1 of 5');
    await expect(carousel(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(4900);
    await expect(slide(page)).toHaveAccessibleName('1 of 5');
    await page.clock.runFor(100);
    await expectShowing(page, 2);
    for (const n of [3, 4, 5, 1]) {
      await page.clock.runFor(5000);
      await expect(slide(page)).toHaveAccessibleName(`${n} of 5`);
    }
    await expectShowing(page, 1);
  });

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

test.describe('consultancy', () => {
  test('shows the three benefits and the time facts, and opens the scheduling page in a new tab safely', async ({
    page,
    context,
  }) => {
    await context.route('https://calendly.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Scheduling</title><h1>Pick a time</h1>' }),
    );
    await gotoHome(page);
    const section = page.getByRole('region', { name: 'Book a Free Consultation' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Free Expert Advice',
      'Dedicated Team',
      'Quick Solutions',
    ]);
    await expect(section).toContainText('30 minutes');
    await expect(section).toContainText('No commitment');
    await expect(section).toContainText('Monday to Friday, 9 AM to 6 PM EST');
    const link = section.getByRole('link', { name: /Schedule Free Consultation/ });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://calendly.com/codenest/30min');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/localhost/);
  });
});
