import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { e2ePortBase } from './serve';
import type * as Apps from '../../tools/apps';

const { remotes, portPlan } = require('../../tools/apps.js') as typeof Apps;

export type RemoteName = string;

interface PublishedRoute {
  path: string;
  module: string;
  title?: string;
  label: string;
  index: boolean;
  /** A staff page: a frame without data that needs a staff session (tests/accounts/staff.spec.ts). */
  private?: boolean;
  /** The languages the page exists in (English always). */
  locales?: readonly string[];
}

const root = path.resolve(__dirname, '../..');

/** Every route the remotes declare, read from their builds' routes.json (what the server reads). */
export const declaredRoutes: readonly (PublishedRoute & { owner: RemoteName })[] = remotes.flatMap(
  (remote) => {
    const published = JSON.parse(
      readFileSync(path.join(root, remote.dir, 'dist', 'routes.json'), 'utf8'),
    ) as {
      routes: PublishedRoute[];
    };
    return published.routes.map((route) => ({ ...route, owner: remote.name }));
  },
);

/** Where global-setup.ts writes the site's sitemap URLs (the concrete pages of routes with parameters). */
export const sitemapPathsFile = path.join(__dirname, '..', 'test-results', 'sitemap-paths.json');

const patternToRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);

/** A page of the site, with the remote that must render it. */
export interface SitePage {
  path: string;
  owner: RemoteName;
  /**
   * The first page of its page module (its template): one of each for the checks whose result
   * the template decides (axe, layout at a width). The seven course landing pages are one
   * module's, each article is the article page's.
   */
  firstOfTemplate: boolean;
}

/** Marks the first page of each module. */
function byTemplate<P extends { path: string; owner: RemoteName }>(pages: (P & { module: string })[]) {
  const seen = new Set<string>();
  return pages.map(({ module, ...page }) => {
    const first = !seen.has(module);
    seen.add(module);
    return { ...page, firstOfTemplate: first };
  });
}

/**
 * Every page of the site: the declared routes without parameters, and for routes with
 * parameters the URLs the site's sitemap lists for them. Staff pages (private routes) are not the
 * site's pages: without a staff session they are a frame that goes to the sign-in page;
 * tests/accounts/staff.spec.ts covers them against the real API.
 */
export function sitePages(): SitePage[] {
  const sitemap = JSON.parse(readFileSync(sitemapPathsFile, 'utf8')) as string[];
  return byTemplate(
    declaredRoutes
      .filter((route) => !route.private)
      .flatMap((route) =>
        (route.path.includes(':')
          ? sitemap.filter((p) => patternToRegExp(route.path).test(p))
          : [route.path]
        ).map((p) => ({ path: p, owner: route.owner, module: route.module })),
      ),
  );
}

/**
 * Every page that exists in Urdu, at its /ur URL: the routes that declare `ur`, with the concrete
 * pages of routes with parameters from the sitemap (which lists each page in each of its languages).
 */
export function urduPages(): (SitePage & { index: boolean })[] {
  const sitemap = JSON.parse(readFileSync(sitemapPathsFile, 'utf8')) as string[];
  return byTemplate(
    declaredRoutes
      .filter((route) => route.locales?.includes('ur'))
      .flatMap((route) =>
        (route.path.includes(':')
          ? sitemap.filter((p) => p.startsWith('/ur/') && patternToRegExp(route.path).test(p.slice(3)))
          : [route.path === '/' ? '/ur' : `/ur${route.path}`]
        ).map((p) => ({ path: p, owner: route.owner, module: route.module, index: route.index })),
      ),
  );
}

/** The spec's route table (its requirement, not the site's list): each must be declared by a remote. */
export const specRoutePatterns = [
  '/',
  '/blog',
  '/blog/:slug',
  '/community',
  '/packages/:service',
  '/enrollment',
  '/pricing',
  '/login',
  '/profile',
  '/web-development-course-sargodha',
  '/mobile-app-development-sargodha',
  '/shopify-course-sargodha',
  '/basic-computer-course-sargodha',
  '/react-js-course-sargodha',
  '/react-native-course-sargodha',
  '/laravel-course-sargodha',
  '/student/login',
  '/admin-jeansrecycle',
  '/course',
  '/course/:id',
  '/event',
  '/faq',
  '/news',
] as const;

/** Origin of a remote's server in the e2e run (its port in the `serve` plan from the run's base). */
export function remoteOrigin(remote: RemoteName, portBase = e2ePortBase): string {
  const port = portPlan('serve', portBase).apps[remote];
  if (port === undefined) throw new Error(`No remote named ${remote}`);
  return `http://localhost:${port}`;
}

/**
 * The page came through the shell from `owner`: that remote's area in <main>, one h1, the
 * frame's bar and footer, and the site's name in the title.
 */
export async function expectRenderedBy(page: Page, owner: RemoteName) {
  await expect(page.locator(`main [data-remote="${owner}"]`).first()).toBeVisible();
  await expect(page.locator('main h1')).toHaveCount(1);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(/CodeNest Technologies/);
}
