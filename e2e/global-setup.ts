import type { FullConfig } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sitemapPathsFile } from './support/routes';

/** Runs once the site is up: records the sitemap's URLs, which the route tests visit. */
export default async function globalSetup(config: FullConfig) {
  const base = config.projects[0]!.use.baseURL!;
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  if (paths.length === 0) throw new Error(`${base}/sitemap.xml lists no pages`);
  mkdirSync(path.dirname(sitemapPathsFile), { recursive: true });
  writeFileSync(sitemapPathsFile, JSON.stringify(paths));
}
