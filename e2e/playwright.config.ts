import { defineConfig, devices, type TraceMode } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { e2ePortBase as portBase } from './support/serve';
import type * as Chromium from '../tools/run/chromium';
const { CHROMIUM_ARGS, chromiumPath } = require('../tools/run/chromium.js') as typeof Chromium;

/**
 * Runs against the production build, served by scripts/serve.mjs (run `npm run build` first;
 * `npm test` at the root does). E2E_PORT_BASE moves every port so that several runs (or a
 * running `npm start`) do not collide. CHROMIUM_PATH picks the browser (Debian's by default,
 * tools/run/chromium.js).
 */
export const baseURL = `http://localhost:${portBase}`;
/** The API's database for this run: outside test-results/, which each run empties. */
export const e2eDbPath = process.env.E2E_DB_PATH ?? path.join(os.tmpdir(), `site-e2e-${portBase}.db`);

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One output folder per port base: each run empties its own only.
  outputDir: path.join(__dirname, 'test-results', String(portBase)),
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
    // No trace by default: recording one for every test (kept on failure) cost about 11 % of the
    // suite's time (DOM snapshots 6 %, screenshots 6 % more), and `npm test` has 25 minutes on the
    // 2-core machine. E2E_TRACE=retain-on-failure (or any Playwright trace mode) records them to
    // look into a failure; the reporter's error and call log come either way.
    trace: (process.env.E2E_TRACE ?? 'off') as TraceMode,
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'] },
      // Layout-specific and axe checks run on both; the rest once is enough.
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node ../scripts/serve.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM lets it stop its services (each in a process group of its own, which Playwright's
    // default SIGKILL of the script's group would leave running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT_BASE: String(portBase),
      API_DB_PATH: e2eDbPath,
      // Every test posts from one address through the proxy: the per-address limit is the API's own test.
      RATE_LIMIT_MAX: '1000',
      // …and the site's server's budget of refused posts per address (its own test: site-server.http.test.ts).
      FORM_REFUSALS_BURST: '1000',
      // …and the Create Accounts and reset links asked for from one address (the API's own test).
      ACCOUNT_REQUESTS_PER_HOUR: '1000',
    },
  },
});
