import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import main from './playwright.config';
import type * as Apps from '../tools/apps';
const { portBase: portBaseOf } = require('../tools/apps.js') as typeof Apps;

/**
 * A part of the suite through the production setup: nginx in front (deploy/start.mjs, see
 * docs/production.md), the remotes on the same origin under /remotes/<name>/, pages from the
 * rendering server, /api from the API. Every page, the navigation, both forms against the real
 * API, and nginx's own behaviour (nginx/). Run after the main suite by `npm test`; alone with
 * `npx playwright test -c playwright.nginx.config.ts` in e2e/ (after `npm run build`).
 * E2E_NGINX_PORT_BASE moves its ports (nginxPorts in tools/apps.js).
 */
const portBase = portBaseOf(process.env, 'E2E_NGINX_PORT_BASE');
const baseURL = `http://localhost:${portBase}`;
// The shared specs and helpers read these (global-setup.ts, support/routes.ts, support/database.ts);
// set here, they reach the test workers, which Playwright starts after reading this file.
process.env.E2E_PORT_BASE = String(portBase);
process.env.E2E_DB_PATH = path.join(os.tmpdir(), `site-e2e-nginx-${portBase}.db`);

export default defineConfig({
  ...main,
  testDir: '.',
  testMatch: [
    'tests/shell/routes.spec.ts',
    'tests/shell/navigation.spec.ts',
    'tests/api/*.spec.ts',
    'nginx/*.spec.ts',
  ],
  outputDir: path.join(__dirname, 'test-results', String(portBase)),
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/nginx' }]]
    : 'list',
  use: { ...main.use, baseURL },
  webServer: {
    command: 'node ../deploy/start.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM lets it stop nginx, the rendering server and the API, and remove its temp prefix.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT_BASE: String(portBase),
      API_DB_PATH: process.env.E2E_DB_PATH,
      // Every test posts from one address: the per-address limit is the API's own test.
      RATE_LIMIT_MAX: '1000',
      NGINX_POST_RATE: '100r/s',
      NGINX_POST_BURST: '1000',
      FORM_REFUSALS_BURST: '1000',
      NGINX_ACCESS_LOG: 'off',
    },
  },
});
