module.exports = require('../tools/jest/preset')(__dirname, {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
  // A PostgreSQL cluster of the run's own, so that the repository tests run on both stores.
  globalSetup: '<rootDir>/src/testing/postgres-setup.ts',
  globalTeardown: '<rootDir>/src/testing/postgres-teardown.ts',
});
