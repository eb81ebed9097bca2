import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedConfig } = require('./shared-modules.js') as {
  sharedConfig: (dir: string) => Record<string, { singleton?: boolean; requiredVersion: string }>;
};

describe('the shared modules', () => {
  const shared = sharedConfig(path.resolve(__dirname, '../../content-mfe'));

  it('each say whether they are a singleton: the manifest plugin publishes an unstated one as a singleton', () => {
    for (const [name, config] of Object.entries(shared))
      expect([name, typeof config.singleton]).toEqual([name, 'boolean']);
  });

  it('share ui by the range of the version built against, not as a singleton', () => {
    expect(shared['@site/ui']).toEqual({
      singleton: false,
      requiredVersion: expect.stringMatching(/^\^\d+\.\d+\.\d+$/),
    });
  });
});
