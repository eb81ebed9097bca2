const { createConfig } = require('../tools/webpack.config.base');

module.exports = createConfig({
  name: 'marketing',
  dir: __dirname,
  port: 3001,
  title: 'Marketing',
  // Typed in src/exposes.ts against the contract in @site/ui.
  exposes: {
    './HomePage': './src/routes/home-page.tsx',
    './PackagesPage': './src/routes/packages-page.tsx',
    './PricingPage': './src/routes/pricing-page.tsx',
  },
});
