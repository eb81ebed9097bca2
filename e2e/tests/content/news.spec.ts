import { expect, gotoPage, test } from '../../support/fixtures';
import { expectImagesServed } from './helpers';

test.describe('/news', () => {
  test('shows six news cards with image, category, date, title, excerpt and author @phone', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, '/news');
    await expect(page).toHaveTitle('News | CodeNest Technologies');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(6);
    const links = main.getByRole('link', { name: /read more/i });
    for (let i = 0; i < 6; i += 1) {
      await expect(links.nth(i)).toHaveAttribute('href', `/news/${i + 1}`);
    }
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(
      'New Web Development Batches Start in January',
    );
    await expect(first.getByText('Admissions', { exact: true })).toBeVisible();
    await expect(first.getByText('Nov 10, 2026')).toBeVisible();
    await expect(first.getByText('Admissions Office')).toBeVisible();
    await expectImagesServed(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a news link lands on the 404 page, as the spec says', async ({ page }) => {
    await gotoPage(page, '/news');
    await page
      .getByRole('main')
      .getByRole('link', { name: /read more/i })
      .nth(2)
      .click();
    await expect(page).toHaveURL(/\/news\/3$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  });

  test("'Load More News' tells the visitor there is no more news", async ({ page }) => {
    await gotoPage(page, '/news');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('');
    await main.getByRole('button', { name: 'Load More News' }).click();
    await expect(main.getByRole('status')).toHaveText(
      "You're all caught up — no more news yet. Check back soon.",
    );
    await expect(main.getByRole('article')).toHaveCount(6);
  });
});
