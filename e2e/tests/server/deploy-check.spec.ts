import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../../support/serve';

const exec = promisify(execFile);
const { apps } = require('../../../tools/apps.js') as { apps: { name: string; dir: string }[] };

// CI runs the deploy check of every app against the freshly built site, as a team would before
// publishing its build (npm run check:deploy -w <app> -- --site <url>): all five at once.
test('every app: the deploy check passes against the running site', async ({ baseURL }) => {
  const outputs = await Promise.all(
    apps.map(async (app) => {
      const { stdout } = await exec(
        process.execPath,
        [path.join(repoRoot, 'tools/deploy/check-deploy.mjs'), '--site', baseURL!],
        { cwd: path.join(repoRoot, app.dir) },
      );
      return { app, stdout };
    }),
  );
  for (const { app, stdout } of outputs) expect(stdout).toContain(`${app.dir}: compatible with ${baseURL}`);
});
