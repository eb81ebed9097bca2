// `npm run test:unit` runs every package's unit tests in one Jest process.
module.exports = {
  // Every core: Jest's default leaves one free, which on the 2-core machine is one worker (180 s
  // against 115 s with two).
  maxWorkers: '100%',
  projects: [
    'packages/leads',
    'packages/site',
    'packages/i18n',
    'packages/router',
    'packages/federation',
    'ui',
    'shell',
    'marketing-mfe',
    'academy-mfe',
    'content-mfe',
    'accounts-mfe',
    'api',
    'tools',
  ].map((dir) => `<rootDir>/${dir}`),
};
