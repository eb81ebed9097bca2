// The rules of check-deploy.mjs, apart from the I/O, so that they can be tested.
const semver = require('semver');
const { sharedConfig } = require('../webpack/shared-modules.js');
const { loadTs } = require('../load-ts.js');
const { findRouteConflicts } = loadTs(require.resolve('@site/federation/routes'));

const byName = (manifest) => new Map((manifest?.shared ?? []).map((shared) => [shared.name, shared]));

/**
 * @param build   the app's new build: { name, manifest, routes? }
 * @param running the site: { shellManifest, remotes: [{ name, manifest?, routes? }] }
 * @param appDir  the app's folder (for which shared modules are singletons)
 * @returns errors (deploying would break the page) and notes
 */
function compareBuildWithSite(build, running, appDir) {
  const errors = [];
  const notes = [];
  const config = sharedConfig(appDir);
  const isSingleton = (key) => config[key]?.singleton ?? config[`${key.split('/')[0]}/`]?.singleton ?? false;

  /** `needs` (a manifest) against the page's copies in `provides` (the shell's manifest). */
  function checkRequirements(consumer, needs, provides, provider) {
    const provided = byName(provides);
    for (const shared of needs?.shared ?? []) {
      const page = provided.get(shared.name);
      if (!page || !shared.requiredVersion) continue;
      if (semver.satisfies(page.version, shared.requiredVersion)) continue;
      if (isSingleton(shared.name)) {
        errors.push(
          `${shared.name}: ${consumer} needs ${shared.requiredVersion}, but ${provider} provides ${page.version} ` +
            '(a singleton: the page has one copy, the shell’s). Deploy a shell built with it first, or build against the shell’s version.',
        );
      } else {
        const relation = semver.gtr(page.version, shared.requiredVersion) ? 'newer than' : 'older than';
        notes.push(
          `${consumer} brings its own ${shared.name} ${shared.version}: the page runs ${page.version}, ${relation} ${shared.requiredVersion}.`,
        );
      }
    }
  }

  /**
   * A remote's browser build runs on the shell's federation runtime (its core and its bundler
   * runtime, docs/decisions/0022-one-federation-runtime.md): another major of the federation plugin
   * would not run, another version of the same major is noted (upgrade the shell first).
   */
  function checkRuntime(consumer, needs, provides, provider) {
    const wanted = needs?.metaData?.pluginVersion;
    const given = provides?.metaData?.pluginVersion;
    if (!wanted || !given || wanted === given) return;
    if (semver.major(wanted) !== semver.major(given))
      errors.push(
        `federation runtime: ${consumer} was built with Module Federation ${wanted}, but ${provider} provides the runtime of ${given} ` +
          '(a remote runs on the shell’s runtime). Build both with the same major version, the shell first.',
      );
    else
      notes.push(
        `${consumer} was built with Module Federation ${wanted} and runs on the runtime of ${given}.`,
      );
  }

  if (build.name === 'shell') {
    for (const remote of running.remotes) {
      if (!remote.manifest)
        notes.push(`${remote.name} could not be read at its deployed location; not checked.`);
      else {
        checkRequirements(`the deployed ${remote.name}`, remote.manifest, build.manifest, 'the new shell');
        checkRuntime(`the deployed ${remote.name}`, remote.manifest, build.manifest, 'the new shell');
      }
    }
    return { errors, notes };
  }

  checkRequirements(`the new ${build.name}`, build.manifest, running.shellManifest, 'the site’s shell');
  checkRuntime(`the new ${build.name}`, build.manifest, running.shellManifest, 'the site’s shell');
  const configured = running.remotes.some((remote) => remote.name === build.name);
  if (!configured)
    notes.push(`${build.name} is not in the site's config yet: add its location there to serve it.`);
  const others = running.remotes.filter((remote) => remote.name !== build.name && remote.routes);
  for (const remote of running.remotes) {
    if (remote.name !== build.name && !remote.routes)
      notes.push(`${remote.name}'s routes could not be read; not compared.`);
  }
  for (const conflict of findRouteConflicts([build.routes, ...others.map((remote) => remote.routes)])) {
    errors.push(`route claimed twice: ${conflict}`);
  }
  return { errors, notes };
}

module.exports = { compareBuildWithSite };
