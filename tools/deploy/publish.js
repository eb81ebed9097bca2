// Publishing an app's build into the folder its host serves (docs/deploy.md, "Publishing"): the
// build's hashed files first, then the files that name them (entries and manifests), `routes.json`
// last, each one written under a temporary name and renamed into place. A visitor or the site's
// server never reads an entry whose chunks are not there yet, nor a half-written file. Nothing an
// earlier publish put there is deleted, except the hashed files of publishes older than the last
// `keep` (a visitor still on the previous version keeps loading its chunks).
const fs = require('node:fs');
const path = require('node:path');
const { HASHED_FILE } = require('../hashed-files');
/** Files that name other files, in the order they are published; `routes.json` (read by the site's
 * server to learn the remote's pages) last, once the modules it names are in place. */
const ENTRY_ORDER = [
  'remoteEntry.server.js',
  'remoteEntry.js',
  'main.js',
  'index.html',
  'client-assets.json',
  'mf-manifest.json',
  'routes.json',
];
const HISTORY = '.published.json';
const VARIANTS = ['.br', '.gz'];

const withVariants = (dir, file) =>
  [...VARIANTS.map((ext) => file + ext), file].filter((name) => fs.existsSync(path.join(dir, name)));

function readBuilds(dist, compiler) {
  const file = path.join(dist, `.builds-${compiler}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
}

/** Every non-dot file under `dir`, as paths relative to it with `/`. */
function listFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')));
}

/**
 * What publishing `dist` copies, in order: `hashed` (the current build's hashed files, browser and
 * server, with their .br/.gz copies), then `entries` (every file without a hash: the entries and
 * manifests in ENTRY_ORDER last). `serverBuild` is what the site's server will load and run:
 * `remoteEntry.server.js` and its chunks. Throws when `dist` holds no production build.
 */
function publishPlan(dist) {
  const client = readBuilds(dist, 'client').at(-1);
  if (!client) throw new Error(`${dist} holds no production build (run "npm run build -w <app>" first)`);
  const server = readBuilds(dist, 'server').at(-1);
  const builtHashed = [...client.files, ...(server?.files ?? [])];
  const hashed = builtHashed.flatMap((file) => withVariants(dist, file));
  const missing = builtHashed.filter((file) => !fs.existsSync(path.join(dist, file)));
  if (missing.length) throw new Error(`${dist} lacks files of its last build: ${missing.join(', ')}`);
  const rank = (file) => {
    const base = file.replace(/\.(br|gz)$/, '');
    const index = ENTRY_ORDER.indexOf(base);
    return index === -1 ? -1 : index;
  };
  const entries = listFiles(dist)
    .filter((file) => !HASHED_FILE.test(file))
    .sort((a, b) => rank(a) - rank(b) || Number(!/\.(br|gz)$/.test(a)) - Number(!/\.(br|gz)$/.test(b)));
  const serverBuild = ['remoteEntry.server.js', ...(server?.files ?? [])].filter((file) =>
    fs.existsSync(path.join(dist, file)),
  );
  return { build: client.hash, hashed, entries, serverBuild: server ? serverBuild : [] };
}

/** Copies one file so that readers see the old file or the new one, never a part of it. */
function copyInPlace(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const temporary = path.join(path.dirname(to), `.publishing-${process.pid}-${path.basename(to)}`);
  fs.copyFileSync(from, temporary);
  fs.renameSync(temporary, to);
}

/** Copies the hashed files the target lacks (an existing hashed file is the same file). */
function copyHashed(dist, target, files) {
  let copied = 0;
  for (const file of files) {
    const to = path.join(target, file);
    if (fs.existsSync(to) && fs.statSync(to).size === fs.statSync(path.join(dist, file)).size) continue;
    copyInPlace(path.join(dist, file), to);
    copied += 1;
  }
  return copied;
}

function copyEntries(dist, target, files) {
  for (const file of files) copyInPlace(path.join(dist, file), path.join(target, file));
  return files.length;
}

/**
 * Records this publish in the target's history and deletes the hashed files that only publishes
 * older than the last `keep` used. Returns the number of files deleted.
 */
function pruneOldPublishes(target, plan, keep = 5) {
  const file = path.join(target, HISTORY);
  const history = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
  if (history.at(-1)?.build !== plan.build)
    history.push({ build: plan.build, time: new Date().toISOString(), files: plan.hashed });
  const kept = history.slice(-keep);
  const inUse = new Set(kept.flatMap((entry) => entry.files));
  let deleted = 0;
  for (const entry of history.slice(0, -keep))
    for (const old of entry.files) {
      if (inUse.has(old) || !fs.existsSync(path.join(target, old))) continue;
      fs.rmSync(path.join(target, old));
      deleted += 1;
    }
  fs.writeFileSync(file, JSON.stringify(kept, null, 1));
  return deleted;
}

module.exports = { publishPlan, copyHashed, copyEntries, pruneOldPublishes, ENTRY_ORDER };
