// Each API test file's setup. Real servers, sockets and fsyncs: the outbox tests wait up to 8 s for
// a mail themselves, and a busy machine (2 shared cores) can stretch 200 concurrent submissions
// past Jest's default 5 s. (Here rather than `testTimeout` in jest.config.js: Jest reads that
// option only from the root config, so it was lost when the root runs every workspace's tests.)
jest.setTimeout(20_000);
