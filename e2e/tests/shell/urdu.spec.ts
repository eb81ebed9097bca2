import { expectNoAxeViolations } from '../../support/axe';
import { expect, gotoPage, noHorizontalScroll, test } from '../../support/fixtures';
import { remoteOrigin, urduPages } from '../../support/routes';

const WHATSAPP = 'https://wa.me/923008601234?text=';
/** Arabic-script letters: a text that has none is not Urdu. */
const URDU = /[\u0600-\u06FF]/;

test.describe('the site in Urdu', () => {
  // Every Urdu page on a desktop; on a phone one page of each template, which axe reads (the
  // template's other pages are the same markup with other words; the desktop layout's colours and
  // structure are the English pages', read by axe there).
  for (const { path, firstOfTemplate, index } of urduPages()) {
    test(`${path}: right to left, in Urdu, named in both languages${firstOfTemplate ? ', no axe violation on a phone @phone' : ''}`, async ({
      page,
      isMobile,
      consoleErrors,
    }) => {
      await gotoPage(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('main h1')).toHaveCount(1);
      expect(await page.locator('main h1').innerText()).toMatch(URDU);
      expect(await page.title()).toMatch(URDU);
      // Its English version and itself, both ways, with English as x-default (a page kept out of
      // search names none).
      const english = path === '/ur' ? '/' : path.slice(3);
      const origin = new URL(page.url()).origin;
      if (index) {
        for (const [hreflang, href] of [
          ['ur', path],
          ['en', english],
          ['x-default', english],
        ] as const) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
            'href',
            `${origin}${href}`,
          );
        }
      } else {
        await expect(page.locator('link[hreflang]')).toHaveCount(0);
      }
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ur_PK');
      // Mirrored: the logo, at the start of the bar, is on the right.
      const logo = await page.locator('header a[href="/ur"]').first().boundingBox();
      expect(logo!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
      expect(await noHorizontalScroll(page)).toBe(true);
      // The Urdu frame whole on the home page and the next template's, the rest's main only (as in
      // accessibility.spec.ts: the frame is the same on every page of a language).
      const whole = ['/ur', '/ur/pricing'].includes(path);
      if (firstOfTemplate && isMobile) await expectNoAxeViolations(page, whole ? {} : { include: 'main' });
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an English page names its Urdu version, and loads no Urdu words', async ({ page }) => {
    const urduRequests: string[] = [];
    page.on('request', (request) => {
      if (/messages[-_]ur/.test(request.url())) urduRequests.push(request.url());
    });
    await gotoPage(page, '/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="alternate"][hreflang="ur"]')).toHaveAttribute('href', /\/ur\/faq$/);
    await page.waitForLoadState('networkidle');
    expect(urduRequests).toEqual([]);
  });

  test('the language switch keeps the visitor on the same page, at first paint @phone', async ({ page }) => {
    await gotoPage(page, '/course');
    await page.getByRole('link', { name: 'اردو' }).click();
    await expect(page).toHaveURL(/\/ur\/course$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('main h1')).toHaveText('ہمارے کورسز');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/course$/);
    await expect(page.locator('main h1')).toHaveText('Our Courses');
  });

  test('links stay in Urdu; an English-only article is linked, and redirected to, in English', async ({
    page,
  }) => {
    await gotoPage(page, '/ur/faq');
    await page.getByRole('navigation', { name: 'مرکزی' }).getByRole('link', { name: 'قیمتیں' }).click();
    await expect(page).toHaveURL(/\/ur\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');

    await gotoPage(page, '/ur/blog');
    const article = page.getByRole('main').locator('a[hreflang="en"][href^="/blog/"]').first();
    const href = await article.getAttribute('href');
    expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    const response = await page.request.get(`/ur${href}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(href);
  });

  test('a page missing from the site is the Urdu 404, with a WhatsApp link naming the path', async ({
    page,
  }) => {
    const response = await page.goto('/ur/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('معاف کیجیے! یہ صفحہ نہیں ملا');
    const whatsApp = page.getByRole('link', { name: 'WhatsApp پر پوچھیں' });
    const text = decodeURIComponent((await whatsApp.getAttribute('href'))!.slice(WHATSAPP.length));
    expect(text).toContain('/ur/no-such-page');
    expect(text).toMatch(URDU);
    await expect(page.getByRole('link', { name: 'ہوم پیج پر واپس جائیں' })).toHaveAttribute('href', '/ur');
  });

  test('WhatsApp on the contact points, in the page’s language, naming its subject', async ({ page }) => {
    const messages = async () =>
      Promise.all(
        (await page.locator(`a[href^="${WHATSAPP}"]`).all()).map(async (link) =>
          decodeURIComponent((await link.getAttribute('href'))!.slice(WHATSAPP.length)),
        ),
      );
    await gotoPage(page, '/ur/web-development-course-sargodha');
    const onCourse = await messages();
    expect(onCourse.some((text) => text.includes('ویب ڈویلپمنٹ') && text.includes('کورس'))).toBe(true);
    expect(onCourse.every((text) => URDU.test(text))).toBe(true);

    await gotoPage(page, '/course/react-js');
    expect((await messages()).some((text) => text.includes('React JS course'))).toBe(true);
    await gotoPage(page, '/event');
    expect((await messages()).length).toBeGreaterThan(1);
  });

  test('each section of the Urdu home page brings its words with its code, as it comes into view', async ({
    page,
    consoleErrors,
  }) => {
    const words: string[] = [];
    page.on('request', (request) => {
      const part = /\/messages-ur-([a-z-]+)\./.exec(request.url())?.[1];
      if (part) words.push(part);
    });
    await gotoPage(page, '/ur');
    await page.waitForLoadState('networkidle');
    // The first view's words only: the hero's and the page's, not those of the sections below.
    expect(words).toEqual(expect.arrayContaining(['hero', 'home']));
    expect(words).not.toContain('testimonials');
    expect(words).not.toContain('site-map');
    for (const section of ['portfolio', 'team', 'testimonials', 'consultancy', 'start-project']) {
      await page.locator(`#${section}`).scrollIntoViewIfNeeded();
    }
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => words).toEqual(expect.arrayContaining(['testimonials', 'site-map', 'team']));
    // A section's script works in Urdu once its words are there: a service's dialog.
    // Its body, with its words, only once a visitor reaches for a service.
    expect(words).not.toContain('service-details');
    await page.locator('#services').scrollIntoViewIfNeeded();
    await page.locator('#services').getByRole('button', { name: 'Laravel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Laravel' });
    await expect(dialog.getByRole('list', { name: 'اہم خصوصیات' }).getByRole('listitem')).toHaveCount(6);
    await expect(dialog).toContainText(URDU);
    expect(words).toContain('service-details');
    await expect(page.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a section’s words are fetched together with its code, not one round trip after it', async ({
    page,
    request,
  }) => {
    // The code chunks the testimonials' Urdu words go with, as the remote's build publishes them.
    const published = (await (await request.get(`${remoteOrigin('marketing')}/routes.json`)).json()) as {
      translations: { ur: Record<string, string[]> };
    };
    const code = Object.entries(published.translations.ur)
      .filter(([, words]) => words.some((file) => file.startsWith('messages-ur-testimonials.')))
      .map(([file]) => file);
    expect(code.length).toBeGreaterThan(0);
    // The section's code is held until its words have been asked for: were the words fetched only
    // once the code has run, they would never be, and the section never hydrated.
    let wordsAsked!: () => void;
    const asked = new Promise<void>((resolve) => (wordsAsked = resolve));
    page.on('request', (r) => r.url().includes('/messages-ur-testimonials.') && wordsAsked());
    await page.route(
      (url) => code.some((file) => url.pathname.endsWith(`/${file}`)),
      async (route) => {
        await asked;
        await route.continue();
      },
    );
    await gotoPage(page, '/ur');
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await asked;
  });

  test('an Urdu page preloads its module’s words with its code, its lead form’s (the contract’s own Urdu) too', async ({
    request,
  }) => {
    const html = await (await request.get('/ur/enrollment')).text();
    for (const part of ['enrollment-page', 'enrollment', 'enrollment-form'])
      expect(html).toMatch(new RegExp(`/messages-ur-${part}\\.[0-9a-f]+\\.js"`));
  });

  test('an Urdu area whose words cannot be loaded says so in Urdu, never in English', async ({ page }) => {
    await page.route(`${remoteOrigin('content')}/**/messages-ur-*`, (route) => route.abort());
    await page.goto('/ur/faq');
    await expect(page.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeVisible();
    await expect(page.getByText('معذرت، ہم')).toBeVisible();
  });

  test('the sitemap lists each Urdu page with its alternates; robots keeps out the Urdu sign-in pages', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<url><loc>[^<]*\/ur\/faq<\/loc>.*hreflang="en" href="[^"]*\/faq".*<\/url>/);
    expect(sitemap).toContain('hreflang="x-default"');
    // Articles exist in English only: one URL, no alternates.
    expect(sitemap).not.toMatch(/\/ur\/blog\/[a-z]/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /ur/login');
  });
});
