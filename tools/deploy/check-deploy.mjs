// `npm run check:deploy -w <app> -- --site <url>`: before publishing an app's new build, compares
// it with what the running site serves and fails with a clear message when deploying it would
// break the page: a shared singleton the page cannot satisfy, or a route another remote owns.
// Reads the app's dist/ (run the build first); reads the site's config, the shell's manifest and
// the other remotes' routes.json from their deployed locations. `npm run deploy` runs it first.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { apps } = require('../apps.js');
const { compareBuildWithSite } = require('./compare.js');

async function fetchJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Checks the build in `appDir`/dist against the site running at `site`. Prints the notes and the
 * verdict; returns the exit status: 0 compatible, 1 must not be deployed, 2 nothing to check
 * (no build, or the site could not be read).
 */
export async function checkDeploy(appDir, site) {
  const app = apps.find((a) => a.dir === path.basename(appDir));
  const readJson = (file) => JSON.parse(readFileSync(path.join(appDir, 'dist', file), 'utf8'));
  let build;
  try {
    build = {
      name: app.name,
      manifest: readJson('mf-manifest.json'),
      routes: app.name === 'shell' ? undefined : readJson('routes.json'),
    };
  } catch (error) {
    console.error(
      `${app.dir}: no build to check (${error.message}). Run "npm run build -w ${app.dir}" first.`,
    );
    return 2;
  }

  let running;
  try {
    const config = await fetchJson(`${site}/site-config.json`);
    const remotes = await Promise.all(
      Object.entries(config.remotes).map(async ([name, manifestUrl]) => {
        const [manifest, routes] = await Promise.all([
          fetchJson(manifestUrl).catch(() => undefined),
          fetchJson(new URL('routes.json', manifestUrl).href).catch(() => undefined),
        ]);
        return { name, manifestUrl, manifest, routes };
      }),
    );
    running = { shellManifest: await fetchJson(`${site}/mf-manifest.json`), remotes };
  } catch (error) {
    console.error(`The running site at ${site} could not be read: ${error.message}`);
    return 2;
  }

  const { errors, notes } = compareBuildWithSite(build, running, path.resolve(appDir));
  for (const note of notes) console.log(`  note: ${note}`);
  if (errors.length) {
    console.error(`\n${app.dir} must not be deployed to ${site}:`);
    for (const error of errors) console.error(`  ✗ ${error}`);
    return 1;
  }
  console.log(`${app.dir}: compatible with ${site} (shared singletons and routes checked).`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const i = process.argv.indexOf('--site');
  const site = i > 0 ? process.argv[i + 1]?.replace(/\/$/, '') : undefined;
  const appDir = process.cwd();
  if (!site || !apps.some((a) => a.dir === path.basename(appDir))) {
    console.error('Usage: npm run check:deploy -w <app folder> -- --site <url of the running site>');
    process.exit(2);
  }
  process.exit(await checkDeploy(appDir, site));
}
