import { expect, test, type APIRequestContext } from '@playwright/test';
import { sectionOrder } from '../marketing/helpers';
import { sitePages } from '../../support/routes';

// What a page's own words and files are in the server's HTML, read without a browser (a request
// each, answered from the site's page cache once rendered): the checks that loaded a page in
// Chromium only to read its HTML. Each page's head, structured data and HTTP answers in general
// are server-rendering.spec.ts's; what the page's script and CSS do, the browser specs'.

const html = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), text: await response.text() };
};

/** The text of an element's HTML: tags out, entities of text in, spaces folded. */
const textOf = (fragment: string) =>
  fragment
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const titleOf = (page: string) => textOf(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '');
const h1Of = (page: string) => textOf(/<main[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1] ?? '');
/** The text of every link to `href`. */
const linksTo = (page: string, href: string) =>
  [...page.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)]
    .filter(([, attributes]) => attributes!.includes(`href="${href}"`))
    .map(([, , text]) => textOf(text!));

test.describe('each page’s own words and files, in the server’s HTML', () => {
  test('each page’s own title; the pages kept out of search say so', async ({ request }) => {
    const titles: Record<string, string | RegExp> = {
      '/': 'CodeNest Technologies',
      '/pricing': 'Pricing | CodeNest Technologies',
      '/packages/laravel': /Packages \| CodeNest Technologies$/,
      '/web-development-course-sargodha': /Sargodha \| CodeNest Technologies$/,
      '/blog': 'Blog | CodeNest Technologies',
      '/blog/web-development-course-sargodha-guide':
        'Web Development Course in Sargodha: What You Will Learn in 6 Months | CodeNest Technologies',
      '/news': 'News | CodeNest Technologies',
      '/event': 'Events | CodeNest Technologies',
      '/faq': 'FAQ | CodeNest Technologies',
      '/community': 'Community | CodeNest Technologies',
      '/login': 'Sign In | CodeNest Technologies',
      '/student/login': 'Student Portal | CodeNest Technologies',
      '/profile': 'My Profile | CodeNest Technologies',
      '/admin-jeansrecycle': 'Admin Panel | CodeNest Technologies',
    };
    for (const [path, title] of Object.entries(titles)) {
      const page = await html(request, path);
      expect(page.status, path).toBe(200);
      if (typeof title === 'string') expect(titleOf(page.text), path).toBe(title);
      else expect(titleOf(page.text), path).toMatch(title);
    }
    for (const path of ['/login', '/profile', '/student/login', '/admin-jeansrecycle'])
      expect((await html(request, path)).text, path).toContain('<meta name="robots" content="noindex');
  });

  test('the sign-in page’s mode is the URL’s, in English and in Urdu', async ({ request }) => {
    const create = (await html(request, '/login?mode=create-account')).text;
    expect(h1Of(create)).toBe('Create Account');
    expect(titleOf(create)).toBe('Create Account | CodeNest Technologies');
    const form = textOf(/<main[\s\S]*<\/main>/.exec(create)![0]);
    expect(form).toContain('Full Name');
    expect(form).toContain('Confirm Password');
    expect(linksTo(create, '/login')).toContain('Sign In');

    expect(linksTo((await html(request, '/ur/login')).text, '/ur/login?mode=create-account')).toContain(
      'اکاؤنٹ بنائیں',
    );
    const urdu = (await html(request, '/ur/login?mode=create-account')).text;
    expect(h1Of(urdu)).toBe('اکاؤنٹ بنائیں');
    expect(linksTo(urdu, '/ur/login')).toContain('سائن اِن');
  });

  test('a blog category has its own title and canonical, and shows its posts only', async ({
    request,
    baseURL,
  }) => {
    const page = (await html(request, '/blog?category=company-news')).text;
    expect(titleOf(page)).toBe('Blog: Company News | CodeNest Technologies');
    expect(page).toContain(`<link rel="canonical" href="${baseURL}/blog?category=company-news"`);
    expect(page.match(/<article\b/g)).toHaveLength(1);
  });

  test('the home page has its sections in the spec’s order, then Explore Our Platform and the footer', async ({
    request,
  }) => {
    const page = (await html(request, '/')).text;
    const at = (id: string) => page.search(new RegExp(`<[a-z]+[^>]* id="${id}"`));
    const positions = [...sectionOrder, 'contact'].map(at);
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const explore = page.indexOf('Explore Our Platform', at('start-project'));
    expect(explore).toBeGreaterThan(at('start-project'));
    expect(explore).toBeLessThan(at('contact'));
    expect(page.match(/<h1\b/g)).toHaveLength(1);
  });

  test('every image of every page is served, from the site, with its size; and each page’s share image', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const images = new Map<string, string>();
    for (const { path } of sitePages()) {
      const page = (await html(request, path)).text;
      for (const [tag] of page.matchAll(/<img\b[^>]*>/g)) {
        const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
        expect(src, `${path}: ${tag}`).toBeTruthy();
        if (src!.startsWith('data:')) continue;
        expect(Number(/\swidth="(\d+)"/.exec(tag)?.[1]), `${path}: ${tag}`).toBeGreaterThan(0);
        expect(Number(/\sheight="(\d+)"/.exec(tag)?.[1]), `${path}: ${tag}`).toBeGreaterThan(0);
        images.set(new URL(src!.replace(/&amp;/g, '&'), `${baseURL}${path}`).href, path);
      }
      const share = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1];
      expect(share, path).toBeTruthy();
      images.set(share!, path);
    }
    expect(images.size).toBeGreaterThan(10);
    for (const [url, path] of images) {
      // The site's own hosts only: no image from a third party.
      expect(new URL(url).hostname, `${url} on ${path}`).toBe('localhost');
      const response = await request.get(url);
      expect(response.status(), `${url} on ${path}`).toBe(200);
      expect(response.headers()['content-type'], `${url} on ${path}`).toMatch(/^image\//);
    }
  });

  test('every missing path answers 404 with the 404 page, its bar and footer', async ({ request }) => {
    for (const path of [
      '/no-such-page',
      '/forgot-password',
      '/contact',
      '/news/1',
      '/course/unknown',
      '/packages/x/y',
      '/student',
    ]) {
      const page = await html(request, path);
      expect(page.status, path).toBe(404);
      expect(h1Of(page.text), path).toBe('Oops! Page not found');
      expect(page.text, path).toMatch(/<header[\s\S]*<nav[^>]*aria-label="Main"/);
      expect(page.text, path).toContain('<footer');
    }
  });
});
