// Size budget: reads the production output (builds nothing) and prints, for each app, the
// compressed size of what a first visit to its main route downloads. Fails when an app
// exceeds its budget in size-budget.json.
//   shell     main.js (entry with the federation runtime and the shared libraries it provides:
//             react, react-dom, @site/router, emotion, ui) + every script the server-rendered
//             page preloads (client-assets.json): its bootstrap. The HTML itself is
//             rendered per page by the site's server (measured by npm run lighthouse).
//   a remote  remoteEntry.js + the sync JS/CSS of its main exposed page (its budget's `page`; the
//             page registers the entry; its manifest is read by the site's server, not by the
//             browser). Shared libraries come from the shell (shareStrategy 'loaded-first').
// size-budget.json has an entry for each app of tools/apps.js, keyed by its name, and no other.
// dist/ keeps the hashed files of earlier builds (tools/webpack/plugins/publish-plugin.js),
// so the files are read from the build's own lists, never from a directory listing.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'size-budget.json'), 'utf8'));
const { apps } = createRequire(import.meta.url)('../tools/apps.js');

const names = new Set(apps.map((app) => app.name));
const missing = apps.filter((app) => !budgets[app.name]).map((app) => app.name);
const unknown = Object.keys(budgets).filter((name) => !names.has(name));
if (missing.length || unknown.length) {
  console.error(
    `size-budget.json must have an entry for each app of tools/apps.js and no other: ${[
      ...missing.map((name) => `${name} has none`),
      ...unknown.map((name) => `${name} is no app`),
    ].join(', ')}.`,
  );
  process.exit(1);
}

function firstVisitFiles(app, dist) {
  const readJson = (file) => JSON.parse(readFileSync(path.join(dist, file), 'utf8'));
  if (app.name === 'shell') {
    const assets = readJson('client-assets.json');
    return [assets.entry, ...assets.preload];
  }
  const manifest = readJson('mf-manifest.json');
  const main = budgets[app.name].page;
  const expose = manifest.exposes.find((e) => e.name === main);
  if (!expose) throw new Error(`${app.name}: no exposed module ${main} (its page in size-budget.json)`);
  return [manifest.metaData.remoteEntry.name, ...expose.assets.js.sync, ...expose.assets.css.sync];
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let failed = false;
const rows = [];
for (const app of apps) {
  const dist = path.join(root, app.dir, 'dist');
  if (!existsSync(dist)) {
    console.error(`${app.dir}/dist is missing: run "npm run build" first.`);
    process.exit(1);
  }
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const files = firstVisitFiles(app, dist);
  for (const file of files) {
    const body = readFileSync(path.join(dist, file));
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  const budget = budgets[app.name];
  const over = brotli > budget.brotliBytes;
  failed ||= over;
  rows.push({
    app: app.name,
    files: files.length,
    raw: kb(raw),
    gzip: kb(gzip),
    brotli: kb(brotli),
    budget: kb(budget.brotliBytes),
    status: over ? 'OVER BUDGET' : 'ok',
  });
}
console.table(rows);
if (failed) {
  console.error(
    'Size budget exceeded: make the first visit smaller, or raise the budget in size-budget.json with a reason.',
  );
  process.exit(1);
}
