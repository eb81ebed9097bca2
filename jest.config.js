// `npm run test:unit` runs every package's unit tests in one Jest process.
module.exports = {
  projects: [
    'packages/leads',
    'ui',
    'shell',
    'marketing-mfe',
    'academy-mfe',
    'content-mfe',
    'accounts-mfe',
    'api',
  ].map((dir) => `<rootDir>/${dir}`),
};
