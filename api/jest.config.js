module.exports = require('../tools/jest/preset')(__dirname, {
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  // A PostgreSQL cluster of the run's own, so that the repository tests run on both stores.
  globalSetup: '<rootDir>/src/testing/postgres-setup.ts',
  globalTeardown: '<rootDir>/src/testing/postgres-teardown.ts',
  // Real servers, sockets and fsyncs: the outbox tests wait up to 8 s for a mail themselves, and a
  // busy machine (2 shared cores) can stretch 200 concurrent submissions past Jest's default 5 s.
  testTimeout: 20_000,
});
