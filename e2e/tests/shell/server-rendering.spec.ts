import { expect, test as base, type APIRequestContext } from '@playwright/test';
import { createHash } from 'node:crypto';
import { waitForHydration } from '../../support/fixtures';
import { sitePages, specRoutePatterns } from '../../support/routes';

// What a crawler, a link preview and a visitor without JavaScript receive: each page complete in
// the server's HTML, with its own head, structured data and real HTTP answers (docs/ssr.md).
const test = base;

interface ServedPage {
  status: number;
  html: string;
  headers: Record<string, string>;
}

async function fetchPage(request: APIRequestContext, path: string): Promise<ServedPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const metaContent = (html: string, key: string) =>
  first(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

/** Every `@type` in the page's JSON-LD blocks, nested ones included. */
function structuredDataTypes(html: string): string[] {
  const types: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value && typeof value === 'object') {
      const type = (value as { '@type'?: unknown })['@type'];
      if (typeof type === 'string') types.push(type);
      Object.values(value).forEach(visit);
    }
  };
  for (const match of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g))
    visit(JSON.parse(match[1]!));
  return types;
}

/** Links the spec lands on the 404 page: /news/{id}, /forgot-password, /contact. */
const specDeadEnds = [/^\/news\/[^/]+$/, /^\/forgot-password$/, /^\/contact$/];

const landingPaths = specRoutePatterns.filter((pattern) => pattern.endsWith('-sargodha'));

function expectedTypes(path: string): string[] {
  const types: string[] = [];
  if (path === '/') types.push('LocalBusiness', 'PostalAddress');
  if ((landingPaths as readonly string[]).includes(path) || /^\/course\/[^/]+$/.test(path))
    types.push('Course');
  if (/^\/blog\/[^/]+$/.test(path)) types.push('BlogPosting');
  if (path === '/faq') types.push('FAQPage');
  if (path === '/event') types.push('Event');
  if (/^\/(blog|course|packages)\/[^/]+$/.test(path)) types.push('BreadcrumbList');
  return types;
}

test.describe('the server sends every page complete', () => {
  test('each page has its own title, description, canonical, share tags, h1 and structured data', async ({
    request,
    baseURL,
  }) => {
    const titles = new Map<string, string>();
    for (const { path } of sitePages()) {
      const page = await fetchPage(request, path);
      expect(page.status, path).toBe(200);
      const title = first(page.html, /<title>([^<]+)<\/title>/);
      expect(title, path).toBeTruthy();
      expect(titles.get(title!), `${path} repeats the title of ${titles.get(title!)}`).toBeUndefined();
      titles.set(title!, path);
      expect(metaContent(page.html, 'description')?.length ?? 0, path).toBeGreaterThan(40);
      expect(first(page.html, /<link rel="canonical" href="([^"]+)"/), path).toBe(`${baseURL}${path}`);
      expect(metaContent(page.html, 'og:title'), path).toBeTruthy();
      expect(metaContent(page.html, 'og:image'), path).toMatch(/^https?:\/\//);
      expect(metaContent(page.html, 'twitter:card'), path).toBe('summary_large_image');
      expect(page.html, path).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[\s\S]+?<\/h1>/);
      expect(page.html, path).toMatch(/<nav[^>]*aria-label="Main"/i);
      expect(page.html, path).toContain('<footer');
      expect(structuredDataTypes(page.html), path).toEqual(expect.arrayContaining(expectedTypes(path)));
    }
  });

  test('the home page names the company: address, phones and e-mail', async ({ request }) => {
    const { html } = await fetchPage(request, '/');
    const business = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((data) => data['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({
      name: 'CodeNest Technologies',
      email: expect.stringContaining('@'),
      address: { addressLocality: 'Sargodha', addressCountry: 'PK' },
    });
    expect(JSON.stringify(business)).toMatch(/telephone/);
  });

  test('HTTP answers: 404 pages, a redirect for an unknown article, cacheable pages with security headers', async ({
    request,
  }) => {
    const unknown = await fetchPage(request, '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toMatch(/<h1[^>]*>Oops! Page not found/);
    expect(unknown.html).toContain('<meta name="robots" content="noindex');

    const service = await fetchPage(request, '/packages/no-such-service');
    expect(service.status).toBe(404);
    expect(service.html).toContain('Service Not Found');

    const article = await fetchPage(request, '/blog/no-such-article');
    expect([301, 302, 307, 308]).toContain(article.status);
    expect(article.headers['location']).toBe('/blog');

    const home = await fetchPage(request, '/');
    expect(home.headers['cache-control']).toMatch(/public/);
    expect(home.headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(home.headers['etag']).toBeTruthy();
    const csp = home.headers['content-security-policy']!;
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(/script-src [^;]*/.exec(csp)![0]).not.toContain('unsafe-inline');
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    // Its scripts are data blocks (never executed) and five inline scripts in the head, each
    // allowed by its hash: the event contract, the instant jump to a #section, the record of
    // where the visitor came from, the mark of a signed-in device, the loader.
    const inline = [...home.html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(5);
    for (const script of inline) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(/script-src [^;]*/.exec(csp)![0]).toContain(`'sha256-${hash}'`);
    }
    for (const tag of home.html.match(/<script\b[^>]+>/g) ?? [])
      expect(tag).toMatch(/type="application\/(ld\+)?json"/);

    const revalidated = await request.get('/', { headers: { 'if-none-match': home.headers['etag']! } });
    expect(revalidated.status()).toBe(304);
  });

  test('sitemap, robots and the blog feed', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of ['/', '/course', '/blog', '/faq', '/event', '/packages/laravel', ...landingPaths])
      expect(listed).toContain(path);
    expect(listed.filter((p) => /^\/blog\/[^/]+$/.test(p)).length).toBeGreaterThan(2);
    expect(listed.filter((p) => /^\/course\/[^/]+$/.test(p)).length).toBeGreaterThan(0);
    for (const hidden of ['/login', '/profile', '/student/login', '/admin-jeansrecycle'])
      expect(listed).not.toContain(hidden);

    const robots = await (await request.get('/robots.txt')).text();
    for (const hidden of ['/login', '/profile', '/student/login', '/api/'])
      expect(robots).toContain(`Disallow: ${hidden}`);
    // The admin sign-in is not named to whoever reads robots.txt: its own noindex keeps it out.
    expect(robots).not.toContain('/admin-jeansrecycle');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const blog = await fetchPage(request, '/blog');
    const feedLink = first(
      blog.html,
      /<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/,
    );
    expect(feedLink).toBeTruthy();
    const feed = await request.get(feedLink!);
    expect(feed.headers()['content-type']).toMatch(/xml/);
    const rss = await feed.text();
    expect(rss).toContain('<rss');
    const articles = listed.filter((p) => /^\/blog\/[^/]+$/.test(p));
    for (const path of articles) expect(rss).toContain(`${baseURL}${path}`);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every indexed page reads, and every link on it leads to a page', async ({ page, request }) => {
    test.setTimeout(180_000);
    const links = new Set<string>();
    for (const { path } of sitePages()) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('main h1').first(), path).toBeVisible();
      expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(150);
      for (const href of await page
        .locator('a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
        links.add(href.split('#')[0]!);
    }
    for (const href of links) {
      const response = await request.get(href);
      // The spec sends these links to the 404 page on purpose (it has no such pages).
      const deadEnd = specDeadEnds.some((pattern) => pattern.test(href));
      expect(response.status(), `${href} (a link on the site)`).toBe(deadEnd ? 404 : 200);
    }
  });

  test('a visitor follows links from page to page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page
      .getByRole('link', { name: /read more/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/[^/]+$/);
    await expect(page.locator('main h1')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Laravel Development' }).click();
    await expect(page).toHaveURL(/\/packages\/laravel$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('hydration', () => {
  for (const { path, fields } of [
    { path: '/enrollment', fields: ['fullName', 'email', 'phone'] },
    { path: '/login', fields: ['email'] },
  ]) {
    test(`text typed on ${path} before the scripts run is still there after`, async ({ page }) => {
      let release!: () => void;
      const scriptsMayRun = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/main.js', async (route) => {
        await scriptsMayRun;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      const typed: Record<string, string> = {};
      for (const name of fields) {
        const input = page.locator(`main input[name="${name}"]`);
        typed[name] =
          name === 'email' ? 'ayesha@example.com' : name === 'phone' ? '0300 1234567' : 'Ayesha Khan';
        await input.fill(typed[name]);
      }
      release();
      await waitForHydration(page);
      for (const name of fields) {
        const input = page.locator(`main input[name="${name}"]`);
        await expect(input).toHaveValue(typed[name]!);
        // React holds the typed text as its state: typing on appends to it.
        await input.press('End');
        await input.pressSequentially('x');
        await expect(input).toHaveValue(`${typed[name]}x`);
      }
    });
  }
});
