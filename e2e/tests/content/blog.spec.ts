import type { Page } from '@playwright/test';
import { expect, gotoHydrated, gotoPage, test } from '../../support/fixtures';
import { expectImagesServed, metaContent } from './helpers';

const FILTERS = ['All', 'Development', 'Laravel', 'React', 'Tutorials', 'Company News'];
const FIRST_SLUG = 'web-development-course-sargodha-guide';
const FIRST_TITLE = 'Web Development Course in Sargodha: What You Will Learn in 6 Months';

/** A category filter: a link in the list of filters. */
const filter = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('list', { name: 'Filter posts by category' })
    .getByRole('link', { name, exact: true });

test.describe('/blog', () => {
  test('shows the heading, the six filter links with All current, and every post card @phone', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, '/blog');
    const main = page.getByRole('main');
    await expect(page).toHaveTitle('Blog | CodeNest Technologies');
    await expect(main.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    const filters = main.getByRole('list', { name: 'Filter posts by category' }).getByRole('link');
    await expect(filters).toHaveText(FILTERS);
    await expect(filter(page, 'All')).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('link', { name: 'Web Development', exact: true })).toHaveCount(0);
    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(6);

    const first = cards.first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(FIRST_TITLE);
    await expect(first.getByText('Web Development', { exact: true })).toBeVisible();
    await expect(first.getByText('Ahmed Raza')).toBeVisible();
    await expect(first.getByText('Mar 15, 2024')).toBeVisible();
    await expect(first.getByText('6 min read')).toBeVisible();
    await expect(first.getByRole('link', { name: /read more/i })).toHaveAttribute(
      'href',
      `/blog/${FIRST_SLUG}`,
    );
    await expectImagesServed(page);
    expect(consoleErrors).toEqual([]);
  });

  test('each filter shows only posts of exactly that category, at a URL of its own', async ({ page }) => {
    await gotoPage(page, '/blog');
    const main = page.getByRole('main');
    const cards = main.getByRole('article');
    for (const name of FILTERS.slice(1)) {
      await filter(page, name).click();
      await expect(page).toHaveURL(new RegExp(`/blog\\?category=${name.toLowerCase().replace(' ', '-')}$`));
      await expect(filter(page, name)).toHaveAttribute('aria-current', 'page');
      await expect(filter(page, 'All')).not.toHaveAttribute('aria-current');
      await expect(cards).toHaveCount(1);
      await expect(cards.first().getByText(name, { exact: true })).toBeVisible();
      await expect(main.getByRole('status')).toHaveText(`Showing 1 post in ${name}`);
    }
    // 'Development' never matches the 'Web Development' post.
    await filter(page, 'Development').click();
    await expect(cards.getByText('Web Development', { exact: true })).toHaveCount(0);
    await filter(page, 'All').click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards).toHaveCount(6);
  });

  test('a category has its own title and canonical, for sharing and search', async ({ page }) => {
    await gotoPage(page, '/blog?category=company-news');
    await expect(page).toHaveTitle('Blog: Company News | CodeNest Technologies');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blog\?category=company-news$/,
    );
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  });

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

  test('Read more opens the article', async ({ page }) => {
    await gotoPage(page, '/blog');
    await filter(page, 'React').click();
    await page
      .getByRole('main')
      .getByRole('link', { name: /read more/i })
      .click();
    await expect(page).toHaveURL(/\/blog\/react-hooks-explained$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'React Hooks Explained: useState, useEffect and Beyond',
    );
  });
});

test.describe('/blog/{slug}', () => {
  test('shows the article with back link, category, author, long-form date, read time, image and body @phone', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, `/blog/${FIRST_SLUG}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(FIRST_TITLE);
    await expect(main.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
    await expect(main.getByText('Courses', { exact: true })).toBeVisible();
    await expect(main.getByText('Ahmed Raza')).toBeVisible();
    await expect(main.getByText('March 15, 2024')).toBeVisible();
    await expect(main.getByText('6 min read')).toBeVisible();
    await expect(
      main.getByRole('img', { name: 'Illustration of a code editor and a graduation cap' }),
    ).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 2, name: 'Months 1 and 2: the foundations' }),
    ).toBeVisible();
    await expectImagesServed(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });

  test('sets title, a description of the first 160 characters plus an ellipsis, canonical and Open Graph tags', async ({
    page,
  }) => {
    await gotoPage(page, `/blog/${FIRST_SLUG}`);
    await expect(page).toHaveTitle(`${FIRST_TITLE} | CodeNest Technologies`);
    const description = (await metaContent(page, 'meta[name="description"]'))!;
    expect(description).toHaveLength(163);
    expect(description.endsWith('...')).toBe(true);
    expect(
      description.startsWith('Learning web development in Sargodha no longer means moving to Lahore'),
    ).toBe(true);
    // The description is the start of the body's visible text.
    const bodyText = await page.getByTestId('article-body').innerText();
    expect(description.slice(0, 160)).toBe(bodyText.replace(/\s+/g, ' ').trim().slice(0, 160));
    expect(await metaContent(page, 'meta[property="og:description"]')).toBe(description);
    expect(await metaContent(page, 'meta[property="og:type"]')).toBe('article');
    expect(await metaContent(page, 'meta[property="og:title"]')).toBe(
      `${FIRST_TITLE} | CodeNest Technologies`,
    );
    expect(await metaContent(page, 'meta[property="og:image"]')).toMatch(/^http:\/\/localhost:\d+\/.+\.svg$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blog\/web-development-course-sargodha-guide$/,
    );
  });

  test('Back to Blog returns to the list', async ({ page }) => {
    await gotoPage(page, `/blog/${FIRST_SLUG}`);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
  });

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
