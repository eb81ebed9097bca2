import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compareBuildWithSite } = require('./compare.js') as {
  compareBuildWithSite: (
    build: unknown,
    running: unknown,
    dir: string,
  ) => { errors: string[]; notes: string[] };
};

const appDir = path.resolve(__dirname, '../../content-mfe');
const shared = (name: string, version: string, requiredVersion = `^${version}`) => ({
  name,
  version,
  requiredVersion,
});
const shellManifest = {
  shared: [shared('react', '19.2.0'), shared('@site/ui', '1.0.0'), shared('@site/federation', '1.0.0')],
};
const routes = (name: string, ...paths: string[]) => ({
  name,
  build: 'x',
  widgets: [],
  resources: [],
  routes: paths.map((p) => ({ path: p, module: `${name}/Page`, label: 'a page', index: true })),
});
const running = {
  shellManifest,
  remotes: [
    { name: 'content', routes: routes('content', '/blog', '/blog/:slug') },
    { name: 'academy', routes: routes('academy', '/course', '/course/:courseId') },
  ],
};

describe('check:deploy rules', () => {
  it('accepts a build the page can run', () => {
    const build = {
      name: 'content',
      manifest: { shared: [shared('react', '19.2.0')] },
      routes: routes('content', '/blog', '/faq'),
    };
    expect(compareBuildWithSite(build, running, appDir)).toEqual({ errors: [], notes: [] });
  });

  it('fails on a singleton newer than the shell provides, naming both versions', () => {
    const build = {
      name: 'content',
      manifest: { shared: [shared('react', '19.3.0')] },
      routes: routes('content', '/blog'),
    };
    const { errors } = compareBuildWithSite(build, running, appDir);
    expect(errors).toEqual([
      expect.stringMatching(
        /^react: the new content needs \^19\.3\.0, but the site’s shell provides 19\.2\.0/,
      ),
    ]);
  });

  it('only notes a newer ui: the remote brings its own copy', () => {
    const build = {
      name: 'content',
      manifest: { shared: [shared('@site/ui', '1.1.0')] },
      routes: routes('content', '/blog'),
    };
    const { errors, notes } = compareBuildWithSite(build, running, appDir);
    expect(errors).toEqual([]);
    expect(notes).toEqual([
      'the new content brings its own @site/ui 1.1.0: the page runs 1.0.0, older than ^1.1.0.',
    ]);
  });

  it('says so when the page runs a ui newer than the build accepts (a remote left on the previous major)', () => {
    const build = {
      name: 'content',
      manifest: { shared: [shared('@site/ui', '1.0.0')] },
      routes: routes('content', '/blog'),
    };
    const page = { ...running, shellManifest: { shared: [shared('@site/ui', '2.0.0')] } };
    expect(compareBuildWithSite(build, page, appDir)).toEqual({
      errors: [],
      notes: ['the new content brings its own @site/ui 1.0.0: the page runs 2.0.0, newer than ^1.0.0.'],
    });
  });

  it('lets a remote rebuilt after a ui major, with no change of its own, deploy as before', () => {
    const build = {
      name: 'marketing',
      manifest: {
        shared: [shared('react', '19.2.0'), shared('@site/ui', '2.0.0'), shared('@site/federation', '1.0.0')],
      },
      routes: routes('marketing', '/pricing'),
    };
    expect(compareBuildWithSite(build, running, appDir).errors).toEqual([]);
  });

  it('fails on a route another remote owns, by the same pattern or one that matches it', () => {
    const build = {
      name: 'content',
      manifest: { shared: [] },
      routes: routes('content', '/course/:slug', '/faq'),
    };
    const { errors } = compareBuildWithSite(build, running, appDir);
    expect(errors).toEqual([
      'route claimed twice: /course/:slug (content/Page) and /course/:courseId (academy/Page)',
    ]);
    const literal = {
      name: 'content',
      manifest: { shared: [] },
      routes: routes('content', '/course/react-js'),
    };
    expect(compareBuildWithSite(literal, running, appDir).errors).toHaveLength(1);
  });

  it('checks a new shell against the requirements of the remotes already deployed', () => {
    const build = { name: 'shell', manifest: { shared: [shared('@site/federation', '2.0.0')] } };
    const deployed = {
      ...running,
      remotes: [{ name: 'marketing', manifest: { shared: [shared('@site/federation', '1.0.0')] } }],
    };
    expect(compareBuildWithSite(build, deployed, appDir).errors).toEqual([
      expect.stringMatching(
        /^@site\/federation: the deployed marketing needs \^1\.0\.0, but the new shell provides 2\.0\.0/,
      ),
    ]);
  });

  it('refuses a remote built with another major of the federation plugin than the shell runs, either way', () => {
    const withPlugin = (pluginVersion: string) => ({ shared: [], metaData: { pluginVersion } });
    const site = { ...running, shellManifest: { ...shellManifest, ...withPlugin('2.9.2') } };
    const remote = { name: 'content', manifest: withPlugin('3.0.0'), routes: routes('content', '/blog') };
    expect(compareBuildWithSite(remote, site, appDir).errors).toEqual([
      expect.stringMatching(
        /^federation runtime: the new content was built with Module Federation 3\.0\.0, but the site’s shell provides the runtime of 2\.9\.2/,
      ),
    ]);
    const sameMajor = { ...remote, manifest: withPlugin('2.10.0') };
    expect(compareBuildWithSite(sameMajor, site, appDir)).toEqual({
      errors: [],
      notes: ['the new content was built with Module Federation 2.10.0 and runs on the runtime of 2.9.2.'],
    });
    const shell = { name: 'shell', manifest: withPlugin('3.0.0') };
    const deployed = { ...running, remotes: [{ name: 'marketing', manifest: withPlugin('2.9.2') }] };
    expect(compareBuildWithSite(shell, deployed, appDir).errors).toEqual([
      expect.stringMatching(
        /^federation runtime: the deployed marketing was built with Module Federation 2\.9\.2/,
      ),
    ]);
  });
});
