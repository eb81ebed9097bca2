import { defineConfig, devices, type TraceMode } from '@playwright/test';
import path from 'node:path';
import { e2eNginxPortBase, e2ePortBase as portBase } from './support/serve';
import type { E2eOptions } from './support/fixtures';
import type * as Chromium from '../tools/run/chromium';
const { CHROMIUM_ARGS, chromiumPath } = require('../tools/run/chromium.js') as typeof Chromium;

/**
 * One run against one production build (run `npm run build` first; `npm test` at the root does),
 * served twice at once: by scripts/serve.mjs as `npm start` serves it, and by deploy/start.mjs
 * as production does (nginx in front of the rendering server and the API, docs/production.md).
 * The `desktop` and `phone` projects test the site; the `nginx` project runs what nginx changes
 * (its own specs, a page of each template, both forms into the API) through the second. E2E_PORT_BASE
 * and E2E_NGINX_PORT_BASE move their ports so that several runs (or a running `npm start`) do
 * not collide. CHROMIUM_PATH picks the browser (Debian's by default, tools/run/chromium.js).
 */
export const baseURL = `http://localhost:${portBase}`;
export const nginxURL = `http://localhost:${e2eNginxPortBase}`;
/** What each run writes: Playwright empties it when a run starts, so each run's databases start empty. */
const outputDir = path.join(__dirname, 'test-results', String(portBase));
/** The API's database for the site (seeded by global-setup.ts); E2E_DB_PATH puts it elsewhere. */
export const e2eDbPath = process.env.E2E_DB_PATH ?? path.join(outputDir, 'site.db');
/** The database of the API behind nginx. */
export const e2eNginxDbPath = path.join(outputDir, 'nginx-site.db');

// Every test posts from one address through the proxies: the per-address limits are the API's
// own tests, and the site server's budget of refused posts is site-server.http.test.ts's.
const generousLimits = {
  RATE_LIMIT_MAX: '1000',
  SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
  FORM_REFUSALS_BURST: '1000',
  // …and the Create Accounts and reset links asked for from one address (the API's own test).
  ACCOUNT_REQUESTS_PER_HOUR: '1000',
};
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };

export default defineConfig<E2eOptions>({
  testDir: '.',
  globalSetup: './global-setup.ts',
  outputDir,
  fullyParallel: true,
  // One worker: the suite is CPU-bound (Chromium's rendering and axe), so on the 2-core CI machine
  // a second worker made it slower (22.7 min against 20.8) and broke a timing test. E2E_WORKERS
  // raises it on a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    dbPath: e2eDbPath,
    // No trace by default: recording one for every test (kept on failure) cost about 11 % of the
    // suite's time (DOM snapshots 6 %, screenshots 6 % more). E2E_TRACE=retain-on-failure (or any
    // Playwright trace mode) records them to look into a failure; the reporter's error and call
    // log come either way.
    trace: (process.env.E2E_TRACE ?? 'off') as TraceMode,
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
  },
  projects: [
    { name: 'desktop', testDir: './tests', use: desktop },
    {
      name: 'phone',
      testDir: './tests',
      use: { ...devices['Pixel 7'] },
      // What a phone's screen changes (layout, the menu, contrast at its widths); the rest once.
      grep: /@phone/,
    },
    {
      name: 'nginx',
      testMatch: ['nginx/*.spec.ts', 'tests/api/*.spec.ts'],
      use: { ...desktop, baseURL: nginxURL, dbPath: e2eNginxDbPath },
    },
  ],
  webServer: [
    {
      name: 'site',
      command: 'node ../scripts/serve.mjs',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM lets it stop its services (each in a process group of its own, which Playwright's
      // default SIGKILL of the script's group would leave running).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      env: { PORT_BASE: String(portBase), API_DB_PATH: e2eDbPath, ...generousLimits },
    },
    {
      name: 'nginx',
      command: 'node ../deploy/start.mjs',
      url: `${nginxURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM lets it stop nginx, the rendering server and the API, and remove its temp prefix.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT_BASE: String(e2eNginxPortBase),
        API_DB_PATH: e2eNginxDbPath,
        ...generousLimits,
        NGINX_POST_RATE: '100r/s',
        NGINX_POST_BURST: '1000',
        NGINX_ACCESS_LOG: 'off',
      },
    },
  ],
});
