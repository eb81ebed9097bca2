import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createConfig } = require('./index.js') as {
  createConfig: (
    options: Record<string, unknown>,
  ) => (env: unknown, argv: { mode: string }) => { name: string; output: { path: string } }[];
};

const appDir = (dir: string) => path.resolve(__dirname, '../..', dir);

describe('createConfig', () => {
  it('builds a remote for browsers and for the rendering server, into its one dist/', () => {
    const builds = createConfig({ name: 'content', dir: appDir('content-mfe'), role: 'remote' })(
      {},
      { mode: 'production' },
    );
    expect(
      builds.map((build) => [build.name, path.relative(appDir('content-mfe'), build.output.path)]),
    ).toEqual([
      ['client', 'dist'],
      ['server', 'dist'],
    ]);
  });

  it('builds the host for browsers, its render worker and the site server, the server code off dist/', () => {
    const builds = createConfig({
      name: 'shell',
      dir: appDir('shell'),
      role: 'host',
      server: { server: './src/server/main.ts', render: './src/server/render-worker.ts' },
    })({}, { mode: 'production' });
    expect(builds.map((build) => [build.name, path.relative(appDir('shell'), build.output.path)])).toEqual([
      ['client', 'dist'],
      ['render', 'dist-server'],
      ['server', 'dist-server'],
    ]);
  });

  it('is told the role of the app, not left to guess it', () => {
    expect(() => createConfig({ name: 'content', dir: appDir('content-mfe') })).toThrow(/role/);
    expect(() => createConfig({ name: 'shell', dir: appDir('shell'), role: 'host' })).toThrow(/server/);
  });
});
