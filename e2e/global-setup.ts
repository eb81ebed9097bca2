import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sitemapPathsFile } from './support/routes';

/** Runs once the site is up: records the sitemap's URLs, which the route tests visit. */
export default async function globalSetup() {
  const base = `http://localhost:${Number(process.env.E2E_PORT_BASE ?? 5000)}`;
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  if (paths.length === 0) throw new Error(`${base}/sitemap.xml lists no pages`);
  mkdirSync(path.dirname(sitemapPathsFile), { recursive: true });
  writeFileSync(sitemapPathsFile, JSON.stringify(paths));
}
