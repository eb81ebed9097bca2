import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { e2ePortBase, serveSite, type ServedSite } from '../../support/serve';
import { fillProjectForm, gotoHome, visitor } from '../marketing/helpers';

// `npm start` loses its API (kill -9, as a crash would): the supervisor starts it again on its own
// (tools/run/supervisor.mjs) while the site keeps answering. A copy of the site on its own ports
// (+40) and its own database.
const portBase = e2ePortBase + 40;
const dbPath = path.join(os.tmpdir(), `site-e2e-api-restart-${portBase}.db`);
let site: ServedSite;

// eslint-disable-next-line no-empty-pattern -- Playwright passes fixtures first
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) rmSync(file, { force: true });
  site = await serveSite(portBase, { API_DB_PATH: dbPath }, { capture: true });
});

test.afterAll(async () => {
  await site?.stop();
});

const statusOf = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.status,
    () => 0,
  );

test('kill -9 of the API: pages keep answering, the API is back within 10 s, and the next lead is stored', async ({
  page,
}) => {
  const apiPid = Number(/^api .*\(.*pid (\d+)\)$/m.exec(site.output())?.[1]);
  expect(apiPid).toBeGreaterThan(0);
  expect(await statusOf(`${site.origin}/api/v1/health`)).toBe(200);

  // A visitor reading pages the whole time.
  const pageStatuses: number[] = [];
  let reading = true;
  const reader = (async () => {
    for (let i = 0; reading; i += 1) {
      pageStatuses.push(await statusOf(`${site.origin}${i % 2 ? '/faq' : '/'}`));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  const killedAt = Date.now();
  process.kill(apiPid, 'SIGKILL');
  let backAfterMs: number | undefined;
  while (backAfterMs === undefined && Date.now() - killedAt < 10_000) {
    if ((await statusOf(`${site.origin}/api/v1/health`)) === 200) backAfterMs = Date.now() - killedAt;
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  reading = false;
  await reader;
  expect(backAfterMs, 'the API answers /health again within 10 s').toBeDefined();
  test.info().annotations.push({ type: 'API back after', description: `${backAfterMs} ms` });
  expect(site.output()).toMatch(/^api exited \(SIGKILL\) after [\d.]+ s: restarting in 0\.25 s$/m);
  expect(site.output()).toMatch(/^api restarted \(pid \d+\)$/m);
  expect(pageStatuses.length).toBeGreaterThan(0);
  expect(pageStatuses.filter((status) => status !== 200)).toEqual([]);

  // A visitor sends a project request: it is stored.
  const email = `restart-${Date.now()}@example.com`;
  await gotoHome(page, `${site.origin}/#start-project`);
  await fillProjectForm(page);
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    expect(db.prepare('SELECT full_name FROM project_requests WHERE email = ?').all(email)).toEqual([
      { full_name: visitor.full_name },
    ]);
  } finally {
    db.close();
  }
});
