// `npm run deploy -w <app> -- [--to <folder>] [--site <url>]`: publishes the app's last production
// build (`npm run build -w <app>`) to the folder its host serves, in steps that each must succeed:
//   1. the deploy check against the running site (check-deploy.mjs), which the build must pass;
//   2. the build's hashed files (chunks, images, server chunks, their .br/.gz copies);
//   3. the files that name them (remoteEntry.server.js, remoteEntry.js, mf-manifest.json, …),
//      routes.json last, so that no visitor, nor the site's server, sees a half-published remote;
//   4. the hashed files of publishes older than the last 5 are deleted.
// Defaults: --to the local `npm start` layout (published/<name> beside the apps, which
// scripts/serve.mjs serves), --site the local `npm start` site (PORT_BASE).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDeploy } from './check-deploy.mjs';

const require = createRequire(import.meta.url);
const { apps, localOrigin } = require('../apps.js');
const { publishPlan, copyHashed, copyEntries, pruneOldPublishes } = require('./publish.js');

function argument(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** A folder, or a file: URL. Other targets (a bucket, a CDN) are synced by their own tools in the same order. */
function targetFolder(to) {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(to)) return path.resolve(to);
  if (to.startsWith('file://')) return fileURLToPath(to);
  throw new Error(
    `${to}: only folders (or file:// URLs) are published from here. For another host, upload the build ` +
      'in the same order: hashed files, then the files without a hash, routes.json last (docs/deploy.md).',
  );
}

const appDir = process.cwd();
const app = apps.find((a) => a.dir === path.basename(appDir));
if (!app) {
  console.error(
    'Usage: npm run deploy -w <app folder> -- [--to <folder>] [--site <url of the running site>]',
  );
  process.exit(2);
}
const site = (argument('site') ?? localOrigin()).replace(/\/$/, '');
let target;
try {
  const to =
    argument('to') ?? (app.name === 'shell' ? undefined : path.join(appDir, '..', 'published', app.name));
  if (!to) throw new Error('the shell is served from its build by the site server: give --to <folder>');
  target = targetFolder(to);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const dist = path.join(appDir, 'dist');

/** What each step gets: the app, its build, where it goes, the site, and the files in order. */
let context;
try {
  context = { app, dist, target, site, plan: publishPlan(dist) };
} catch (error) {
  console.error(`${app.dir}: ${error.message}`);
  process.exit(2);
}

/**
 * The publish steps, in order. Nothing is copied before the check passes. A step that must see
 * the build before any visitor can (e.g. registering the server build, `context.plan.serverBuild`,
 * with the site) goes between "deploy check" and "hashed files".
 */
const steps = [
  {
    name: 'deploy check',
    run: async ({ site }) => {
      const status = await checkDeploy(appDir, site);
      if (status !== 0) throw new Error('the deploy check did not pass; nothing was published');
    },
  },
  {
    name: 'hashed files',
    run: ({ dist, target, plan }) => `${copyHashed(dist, target, plan.hashed)} new of ${plan.hashed.length}`,
  },
  {
    name: 'entries and manifests',
    run: ({ dist, target, plan }) => `${copyEntries(dist, target, plan.entries)} files, routes.json last`,
  },
  {
    name: 'older publishes',
    run: ({ target, plan }) => `${pruneOldPublishes(target, plan)} hashed files of older publishes deleted`,
  },
];

for (const step of steps) {
  try {
    const said = await step.run(context);
    console.log(`  ✓ ${step.name}${said ? `: ${said}` : ''}`);
  } catch (error) {
    console.error(`  ✗ ${step.name}: ${error.message}`);
    process.exit(1);
  }
}
console.log(`${app.dir}: published to ${target} (build ${context.plan.build.slice(0, 8)}).`);
