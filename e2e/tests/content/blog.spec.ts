import { expect, gotoHydrated, gotoPage, test } from '../../support/fixtures';

// The blog's list, filters, cards and articles (words, links, head) are blog-list.test.tsx's and
// blog-article-page.test.tsx's; a category's and an article's head as the server sends them,
// tests/shell/server-rendering.spec.ts's. Here what only a browser does: the cards' entry by CSS,
// and the history around an unknown article.
test.describe('/blog', () => {
  test('cards enter 0.1 s apart, and not at all under reduced motion', async ({ page }) => {
    await gotoPage(page, '/blog');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(6);
    const delays = await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay));
    expect(delays).toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s', '0.5s']);
    expect(await cards.first().evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoPage(page, '/blog');
    const names = await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(names).toEqual(Array(6).fill('none'));
  });
});

test.describe('/blog/{slug}', () => {
  test('an unknown slug silently redirects to /blog without adding a history entry', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, '/faq');
    await page.goto('/blog/no-such-post');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown slug reached by a link inside the site also replaces the entry', async ({ page }) => {
    // A client-side navigation: the router is the page's script.
    await gotoHydrated(page, '/faq');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/blog/missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
  });
});
