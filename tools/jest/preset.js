// Shared Jest settings: every package's jest.config.js is `module.exports = preset(__dirname)`.
const path = require('node:path');

// Workspace packages such as @site/leads export their TypeScript source under the 'source'
// condition (webpack resolves it too); the environments' own conditions follow it.
const exportConditions = { jsdom: ['source', 'browser'], node: ['source', 'node', 'node-addons'] };

module.exports = function preset(dir, overrides = {}) {
  const testEnvironment = overrides.testEnvironment ?? 'jsdom';
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment,
    testEnvironmentOptions: { customExportConditions: exportConditions[testEnvironment] },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-mock.js'),
      '\\.(svg|png|jpe?g|webp)$': path.join(__dirname, 'file-mock.js'),
      // Inside an app, `@/` is its src/ (as in webpack and tools/tsconfig.app.json); after the
      // asset mocks, which win for `@/assets/…`.
      '^@/(.*)$': '<rootDir>/src/$1',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
    ...overrides,
  };
};
