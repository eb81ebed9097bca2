// `npm run new:page -- <remote> <name> --ur-title <Urdu title> [--title <English title>]
// [--description <text>] [--ur-description <text>] [--label <text>] [--ur-label <text>] [--linked]`
// adds a bilingual page to a remote (docs/project-structure.md): `npm run new:page -- content
// careers --ur-title "کیریئر"` serves /careers and /ur/careers once content-mfe is built and
// deployed. `--linked`: another app links to the page, so its path goes to @site/site's `paths`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { remotes } = require('../apps.js');
const { newPage } = require('./new-page.js');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
/** The options that take a value (`--title Careers`); `--linked` takes none. */
const VALUED = ['title', 'description', 'label', 'ur-title', 'ur-description', 'ur-label'];
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const [app, name] = args.filter(
  (arg, i) => !arg.startsWith('--') && !VALUED.some((valued) => args[i - 1] === `--${valued}`),
);
const remote = remotes.find((entry) => entry.name === app);

try {
  if (!remote || !name)
    throw new Error(
      `usage: npm run new:page -- <${remotes.map((entry) => entry.name).join('|')}> <name> --ur-title <Urdu title> [--title …] [--linked]`,
    );
  const linked = args.includes('--linked');
  const { created, changed } = newPage({
    dir: path.join(root, remote.dir),
    app,
    name,
    linked,
    siteIndex: path.join(root, 'packages/site/src/index.ts'),
    words: {
      en: { title: option('title'), description: option('description'), label: option('label') },
      ur: { title: option('ur-title'), description: option('ur-description'), label: option('ur-label') },
    },
  });
  console.log(`${name}: a page of ${remote.dir} at /${name} and /ur/${name}.`);
  for (const file of created) console.log(`  new      ${file}`);
  for (const file of changed) console.log(`  changed  ${file}`);
  console.log(
    `Next: write its words (${remote.dir}/src/messages/{en,ur}/${name}.ts), then npm run typecheck -w ${remote.dir} ` +
      `and npx jest ${remote.dir}.` +
      (linked ? ' @site/site changed: record a changeset for it (npm run changeset).' : ''),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
