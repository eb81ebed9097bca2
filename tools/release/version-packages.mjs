// `npm run version-packages`: applies the pending changesets (`changeset version`: versions,
// CHANGELOGs, dependents' ranges) and refreshes the lock file, after printing what it bumps. It
// refuses, before writing anything, a plan that bumps a shared singleton no changeset names.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { releasePlan, chainedSingletons, singletonPackages } = require('./release-plan.js');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const releases = await releasePlan(root);
if (!releases.length) {
  console.log('No changesets to apply (npm run changeset records one).');
  process.exit(0);
}
for (const release of releases)
  console.log(
    `  ${release.name} ${release.oldVersion} → ${release.newVersion} (${release.type}${release.named ? '' : ', as a dependent'})`,
  );
const chained = chainedSingletons(releases, singletonPackages(root));
if (chained.length) {
  console.error(
    `\nNot applied: ${chained.map((release) => release.name).join(', ')} would be released only because a package it ` +
      'depends on is. A shared singleton is released by a changeset that names it, shell first (docs/deploy.md); ' +
      'give its dependency on that package an open range (">=x.y.z").',
  );
  process.exit(1);
}
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
run('npx', ['changeset', 'version']);
run('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund']);
