module.exports = require('../tools/jest/preset')(__dirname, {
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  // Real servers, sockets and fsyncs: the outbox tests wait up to 8 s for a mail themselves, and a
  // busy machine (2 shared cores) can stretch 200 concurrent submissions past Jest's default 5 s.
  testTimeout: 20_000,
});
