import { expect, gotoPage, test } from '../../support/fixtures';

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

// The events' facts, their e-mail actions and buttons are events-page.test.tsx's; here the one
// thing only a browser shows: the completed event dimmed by its style.
test.describe('/event', () => {
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
