import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { baseURL, e2eDbPath } from './playwright.config';
import { sitemapPathsFile } from './support/routes';

/**
 * Runs once both sets are up (playwright.config.ts): records the sitemap's URLs, which the route
 * tests visit, and seeds the site's fresh database with the demo inbox the staff tests read
 * (`npm run seed -w api`, through the API's own repositories).
 */
export default async function globalSetup() {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  if (paths.length === 0) throw new Error(`${baseURL}/sitemap.xml lists no pages`);
  mkdirSync(path.dirname(sitemapPathsFile), { recursive: true });
  writeFileSync(sitemapPathsFile, JSON.stringify(paths));

  execFileSync(process.execPath, [path.join(__dirname, '..', 'api', 'dist', 'cli', 'seed.js')], {
    env: { ...process.env, API_DB_PATH: e2eDbPath, DATABASE_URL: '', PUBLIC_ORIGIN: baseURL },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
