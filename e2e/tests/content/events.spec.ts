import { expect, gotoPage, test } from '../../support/fixtures';
import { expectImagesServed } from './helpers';

const EVENTS = [
  { title: 'Laravel 11 Hands-on Workshop', capacity: '25/30', status: 'Upcoming', action: 'register' },
  {
    title: 'React & JavaScript Developers Meetup',
    capacity: '45/50',
    status: 'Upcoming',
    action: 'register',
  },
  { title: 'Shopify App Development Bootcamp', capacity: '30/30', status: 'Upcoming', action: 'full' },
  { title: 'Web Development Career Seminar', capacity: '12/20', status: 'Completed', action: 'none' },
] as const;

test.describe('/event', () => {
  test('shows four events with date, time, location, attendees/max and status @phone', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, '/event');
    await expect(page).toHaveTitle('Events | CodeNest Technologies');
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(4);
    for (const event of EVENTS) {
      const card = main
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: event.title }) });
      await expect(card.getByText(`${event.capacity} attendees`)).toBeVisible();
      await expect(card.getByText(event.status, { exact: true })).toBeVisible();
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    }
    const first = main.getByRole('article').first();
    await expect(first.getByText('Saturday, December 12, 2026')).toBeVisible();
    await expect(first.getByText('10:00 AM - 4:00 PM')).toBeVisible();
    await expect(first.getByText('CodeNest Training Lab, University Road, Sargodha')).toBeVisible();
    await expectImagesServed(page);
    expect(consoleErrors).toEqual([]);
  });

  test('registrable events open an e-mail naming the event; the full one is disabled; the completed one is dimmed with no button', async ({
    page,
  }) => {
    await gotoPage(page, '/event');
    const main = page.getByRole('main');
    for (const event of EVENTS) {
      const card = main
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: event.title }) });
      const register = card.getByRole('link', { name: /register now/i });
      if (event.action === 'register') {
        await expect(register).toBeVisible();
        const href = (await register.getAttribute('href'))!;
        expect(href).toMatch(/^mailto:info@codenest\.pk\?subject=/);
        expect(decodeURIComponent(href)).toContain(`Event registration: ${event.title}`);
      } else {
        await expect(register).toHaveCount(0);
      }
      if (event.action === 'full') {
        await expect(card.getByRole('button', { name: 'Event Full' })).toBeDisabled();
      }
      if (event.action === 'none') {
        await expect(card.getByRole('button')).toHaveCount(0);
        await expect(card.getByRole('link')).toHaveCount(0);
        expect(Number(await card.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
      } else {
        expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      }
    }
    await expect(main.getByRole('button', { name: 'Event Full' })).toHaveCount(1);
  });
});
