// Adds a bilingual page to a remote, as docs/project-structure.md says: the route page, its
// feature's view, its words in English and Urdu, its test, its route's words
// (src/messages/routes.ts) and its route (src/remote.ts). With `linked` (another app links to
// it), its path goes to @site/site's `paths` too; otherwise it is written once, in remote.ts.
const fs = require('node:fs');
const path = require('node:path');
const files = require('./page-files');

/** A page's name: lower-case words joined by hyphens (`careers`, `open-day`). */
const PAGE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The forms of a page's name: 'open-day' → OpenDay (components), openDay (keys), 'open day' (words). */
function namesOf(name) {
  if (!PAGE_NAME.test(name)) throw new Error(`${name}: a page's name is lower-case words joined by hyphens`);
  const words = name.split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return { name, pascal, camel: pascal[0].toLowerCase() + pascal.slice(1), spaced: words.join(' ') };
}

/** Inserts `text` into `source` before (or after) `marker`, which must be there exactly once. */
function insertAt(source, marker, text, { after = false, file }) {
  const at = source.indexOf(marker);
  if (at < 0 || source.indexOf(marker, at + 1) >= 0)
    throw new Error(`${file}: expected "${marker.trim()}" exactly once, to add the page there`);
  const i = after ? at + marker.length : at;
  return source.slice(0, i) + text + source.slice(i);
}

/** @site/site's index with `paths[camel]`, for a page another app links to. */
function withSitePath(source, { camel, path: pagePath }, file = 'packages/site/src/index.ts') {
  if (new RegExp(`\\n  ${camel}: `).test(source)) throw new Error(`${file}: paths.${camel} exists already`);
  return insertAt(source, '\n  landing: landingPaths,', `\n  ${camel}: ${files.q(pagePath)},`, { file });
}

/**
 * Writes the page into the remote at `dir` (the remote `app`). `words`: the page's title and its
 * route's label (written once, in its route's words: the page's heading reads the title there),
 * and its description, in English and Urdu (the Urdu title is required: every page is in both
 * languages). Returns the files written or changed, relative to `dir`'s parent.
 */
function newPage({ dir, app, name, words, linked = false, siteIndex }) {
  const names = namesOf(name);
  const page = { ...names, app, path: `/${name}`, linked, words: pageWords(names, words) };
  const at = (...parts) => path.join(dir, ...parts);
  const created = {
    [at('src/routes', `${name}-page.tsx`)]: files.routePage(page),
    [at('src/routes', `${name}-page.test.tsx`)]: files.pageTest(page),
    [at('src/features', name, 'components', `${name}-view.tsx`)]: files.view(page),
    [at('src/messages/en', `${name}.ts`)]: files.englishWords(page),
    [at('src/messages/ur', `${name}.ts`)]: files.urduWords(page),
  };
  for (const file of Object.keys(created))
    if (fs.existsSync(file)) throw new Error(`${file} exists: the remote has a page or part named ${name}`);

  const remoteFile = at('src/remote.ts');
  const remote = fs.readFileSync(remoteFile, 'utf8');
  if (remote.includes(`${names.pascal}Page:`) || remote.includes(`'${page.path}'`))
    throw new Error(`${remoteFile}: ${names.pascal}Page or ${page.path} is declared already`);
  const routesFile = at('src/messages/routes.ts');
  const routeWords = fs.readFileSync(routesFile, 'utf8');
  if (routeWords.includes(`\n  ${names.camel}: `))
    throw new Error(`${routesFile}: the words of a route ${names.camel} are there already`);
  const changed = {
    [remoteFile]: insertAt(remote, '  pages: {\n', files.remotePage(page), { after: true, file: remoteFile }),
    [routesFile]: insertAt(routeWords, '\n});', `\n${files.routeWordsEntry(page).trimEnd()}`, {
      file: routesFile,
    }),
  };
  if (linked) {
    if (!siteIndex) throw new Error('a linked page needs @site/site (siteIndex) for its path');
    changed[siteIndex] = withSitePath(fs.readFileSync(siteIndex, 'utf8'), page, siteIndex);
  }
  for (const [file, text] of Object.entries({ ...created, ...changed })) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  const root = path.dirname(dir);
  return {
    created: Object.keys(created).map((file) => path.relative(root, file)),
    changed: Object.keys(changed).map((file) => path.relative(root, file)),
  };
}

/** The page's words, with the defaults a developer then rewrites (the English title from its name). */
function pageWords({ spaced }, words = {}) {
  const en = words.en ?? {};
  const ur = words.ur ?? {};
  if (!ur.title) throw new Error("the page's Urdu title is missing: every page is in English and Urdu");
  const title = en.title ?? spaced[0].toUpperCase() + spaced.slice(1);
  return {
    en: {
      title,
      description: en.description ?? `Write what the ${spaced} page offers, in a sentence or two.`,
      label: en.label ?? `the ${spaced} page`,
    },
    ur: {
      title: ur.title,
      description: ur.description ?? 'یہ صفحہ کیا پیش کرتا ہے، ایک دو جملوں میں یہاں لکھیں۔',
      label: ur.label ?? `${ur.title} کا صفحہ`,
    },
  };
}

module.exports = { namesOf, newPage, withSitePath };
