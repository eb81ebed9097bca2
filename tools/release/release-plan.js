// What `npm run version-packages` is about to bump, read from the pending changesets before
// anything is written, and the rule a release keeps: a package shared as a singleton in the page
// (@site/federation) is released only by a changeset that names it, never as a dependent of
// another package's release (docs/deploy.md, "Releasing packages").
const path = require('node:path');
const { default: getReleasePlan } = require('@changesets/get-release-plan');
const { sharedConfig } = require('../webpack/shared-modules.js');

/** The workspace packages the apps share as singletons (from the apps' shared config). */
function singletonPackages(root) {
  const shared = sharedConfig(path.join(root, 'shell'));
  return Object.keys(shared).filter((name) => name.startsWith('@site/') && shared[name].singleton);
}

/**
 * @param {string} root the repository's root (with .changeset/ and the workspaces' package.json)
 * @returns {Promise<{ name: string, type: string, oldVersion: string, newVersion: string, named: boolean }[]>}
 *   every package the changesets bump; `named`: a changeset names it (not only a dependent)
 */
async function releasePlan(root) {
  const plan = await getReleasePlan(root);
  return plan.releases
    .filter((release) => release.type !== 'none')
    .map(({ name, type, oldVersion, newVersion, changesets }) => ({
      name,
      type,
      oldVersion,
      newVersion,
      named: changesets.length > 0,
    }));
}

/** The releases that would bump a singleton package although no changeset names it. */
function chainedSingletons(releases, singletons) {
  return releases.filter((release) => !release.named && singletons.includes(release.name));
}

module.exports = { releasePlan, chainedSingletons, singletonPackages };
