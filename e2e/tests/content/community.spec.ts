import { expect, gotoPage, test } from '../../support/fixtures';

test.describe('/community', () => {
  test('shows four communities with member counts, focus lists and Join Community e-mail actions @phone', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, '/community');
    await expect(page).toHaveTitle('Community | CodeNest Technologies');
    const main = page.getByRole('main');
    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(cards.getByText(/members$/)).toHaveText([
      '2,500+ members',
      '3,200+ members',
      '800+ members',
      '1,500+ members',
    ]);
    for (let i = 0; i < 4; i += 1) {
      await expect(cards.nth(i).getByRole('listitem')).toHaveCount(4);
    }
    const joins = main.getByRole('link', { name: /join community/i });
    await expect(joins).toHaveCount(4);
    const href = (await joins.first().getAttribute('href'))!;
    expect(href).toMatch(/^mailto:info@codenest\.pk\?subject=/);
    expect(decodeURIComponent(href)).toContain('Join request: Laravel Developers Sargodha');

    const benefits = main.getByRole('region', { name: 'Why Join Our Communities?' });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
      'Networking',
      'Learning Resources',
      'Mentorship',
      'Events & Workshops',
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('the closing call to action leads to enrollment and to the events', async ({ page }) => {
    await gotoPage(page, '/community');
    const cta = page.getByRole('region', { name: 'Ready to Grow with Us?' });
    await cta.getByRole('link', { name: 'See Upcoming Events' }).click();
    await expect(page).toHaveURL(/\/event$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
    await page.goBack();
    await page
      .getByRole('region', { name: 'Ready to Grow with Us?' })
      .getByRole('link', { name: 'Start Learning Today' })
      .click();
    await expect(page).toHaveURL(/\/enrollment$/);
    await expect(page.locator('main h1')).toBeVisible();
  });
});
