// What the apps share at run time through Module Federation: read by every build (tools/webpack)
// and by the deploy check (tools/deploy/compare.js), which needs nothing else of the build.

/** The version of a package as the app at `dir` resolves it. */
function versionFrom(dir, name) {
  return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
}

/**
 * What the apps share at run time. React, React DOM, the router (@site/router), Emotion and the federation
 * package (the page's record of loaded remotes) are true singletons. `@site/ui` is shared by the
 * range of the version the app was built against: a remote that needs a newer ui than the page
 * runs brings its own copy instead of breaking (docs/deploy.md).
 */
function sharedConfig(dir) {
  const single = (name) => ({ singleton: true, requiredVersion: `^${versionFrom(dir, name)}` });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    // The site's router: one copy on the page, what the apps use of a router (packages/router).
    '@site/router': single('@site/router'),
    // The page's language and each app's registered catalogues: one copy, or an area would not
    // see the language the shell set (packages/i18n).
    '@site/i18n': single('@site/i18n'),
    '@emotion/react': single('@emotion/react'),
    '@emotion/styled': single('@emotion/styled'),
    '@site/federation': single('@site/federation'),
    // Stated, not left to the default: the manifest plugin would otherwise publish it as a singleton.
    '@site/ui': { singleton: false, requiredVersion: `^${versionFrom(dir, '@site/ui')}` },
  };
}

/** The same sharing, with every module in the entry chunk instead of a chunk of its own. */
function eagerly(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, options]) => [key, { ...options, eager: true }]),
  );
}

module.exports = { sharedConfig, eagerly };
