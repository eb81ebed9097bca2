import { readFile } from 'node:fs/promises';
import { expect, gotoPage, test } from '../../support/fixtures';

const landings = [
  { path: '/web-development-course-sargodha', months: 6, course: 'Web Development' },
  { path: '/mobile-app-development-sargodha', months: 5, course: 'Mobile Application Development' },
  { path: '/shopify-course-sargodha', months: 4, course: 'Shopify Apps Development' },
  {
    path: '/basic-computer-course-sargodha',
    months: 2,
    course: 'Basic Computer Course (Windows, MS Office)',
  },
  { path: '/react-js-course-sargodha', months: 4, course: 'React JS' },
  { path: '/react-native-course-sargodha', months: 4, course: 'React Native' },
  { path: '/laravel-course-sargodha', months: 5, course: 'Laravel' },
];

const details = [
  { id: 'react-native', title: 'React Native Mobile Development', weeks: 8, course: 'React Native' },
  {
    id: 'shopify-app-development',
    title: 'Shopify App Development',
    weeks: 6,
    course: 'Shopify Apps Development',
  },
  { id: 'react-js', title: 'React JS Development', weeks: 8, course: 'React JS' },
];

test.describe('course landing pages', () => {
  for (const landing of landings) {
    test(`${landing.path}: hero, ${landing.months} months, 4 highlights, 10-item syllabus, Enroll Now`, async ({
      page,
      consoleErrors,
    }) => {
      await gotoPage(page, landing.path);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/Sargodha \| CodeNest Technologies$/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toMatch(/Sargodha/);
      await expect(page.getByText(`${landing.months} months`).first()).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Course Highlights' }).getByRole('heading', { level: 3 }),
      ).toHaveCount(4);
      await expect(page.getByRole('region', { name: 'Course Syllabus' }).getByRole('listitem')).toHaveCount(
        10,
      );

      await page.getByRole('link', { name: 'Enroll Now' }).click();
      await expect(page).toHaveURL(/\/enrollment\?course=/);
      await expect(page.getByRole('combobox', { name: 'Course' }).locator('option:checked')).toHaveText(
        landing.course,
      );
      expect(consoleErrors).toEqual([]);
    });
  }

  test('View Syllabus scrolls to the syllabus @phone', async ({ page }) => {
    await gotoPage(page, '/shopify-course-sargodha');
    await page.getByRole('link', { name: 'View Syllabus' }).click();
    await expect(page).toHaveURL(/#syllabus$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Course Syllabus' })).toBeInViewport();
  });

  test('each landing page has its own title and description', async ({ page }) => {
    const seen = new Set<string>();
    for (const landing of landings) {
      await gotoPage(page, landing.path);
      await expect(page).toHaveTitle(/Sargodha/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      seen.add(`${await page.title()} ${description}`);
    }
    expect(seen.size).toBe(landings.length);
  });
});

test.describe('/course', () => {
  test('six cards with weeks 12, 8, 10, 10, 6, 4, students, ratings 4.4-4.9 and Learn More links', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, '/course');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(6);
    const weeks = await cards.getByText(/^\d+ weeks$/).allTextContents();
    expect(weeks).toEqual(['12 weeks', '8 weeks', '10 weeks', '10 weeks', '6 weeks', '4 weeks']);
    await expect(cards.getByText(/^[\d,]+ students$/)).toHaveCount(6);
    const ratings = (await cards.getByText(/^\d\.\d/).allTextContents()).map((t) => Number(t.slice(0, 3)));
    expect(Math.min(...ratings)).toBe(4.4);
    expect(Math.max(...ratings)).toBe(4.9);
    await expect(page.getByRole('link', { name: /^Learn More/ })).toHaveCount(6);

    await page.getByRole('link', { name: 'Learn More about React JS Development' }).click();
    await expect(page).toHaveURL(/\/course\/react-js$/);
    await expect(page.getByRole('heading', { level: 1, name: 'React JS Development' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('course detail pages', () => {
  for (const detail of details) {
    test(`/course/${detail.id}: highlights, what you learn, ${detail.weeks}-week curriculum, Enroll Now`, async ({
      page,
      consoleErrors,
    }) => {
      await gotoPage(page, `/course/${detail.id}`);
      await expect(page.getByRole('heading', { level: 1, name: detail.title })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Course Highlights' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: "What You'll Learn" }).getByRole('listitem'),
      ).not.toHaveCount(0);
      const curriculum = page.getByRole('region', { name: 'Week-by-Week Curriculum' });
      await expect(curriculum.getByRole('heading', { level: 3 })).toHaveCount(detail.weeks);
      await expect(curriculum.getByText(`Week ${detail.weeks}`, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Download Syllabus' })).toBeVisible();

      await page.getByRole('link', { name: 'Enroll Now' }).click();
      await expect(page.getByRole('combobox', { name: 'Course' }).locator('option:checked')).toHaveText(
        detail.course,
      );
      expect(consoleErrors).toEqual([]);
    });
  }

  test('Download Syllabus downloads react-js-syllabus.txt built from the curriculum', async ({ page }) => {
    await gotoPage(page, '/course/react-js');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Syllabus' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('react-js-syllabus.txt');
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toContain('React JS Development: Course Syllabus');
    expect(text).toContain('Duration: 8 weeks');
    for (let week = 1; week <= 8; week += 1) expect(text).toContain(`Week ${week}:`);
  });

  test('/course/unknown shows the 404 and logs the path', async ({ page, consoleErrors }) => {
    await gotoPage(page, '/course/unknown');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // Logged by the page's script once it is there.
    await expect.poll(() => consoleErrors.join('\n')).toContain('/course/unknown');
  });
});
