// `npm run test:unit` runs every package's unit tests in one Jest process.
module.exports = {
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
