const { createConfig } = require('../tools/webpack.config.base');

module.exports = createConfig({
  name: 'accounts',
  dir: __dirname,
  port: 3004,
  title: 'Accounts',
  // Typed in src/exposes.ts against the contract in @site/ui.
  exposes: {
    './LoginPage': './src/routes/login-page.tsx',
    './ProfilePage': './src/routes/profile-page.tsx',
    './StudentLoginPage': './src/routes/student-login-page.tsx',
    './AdminLoginPage': './src/routes/admin-login-page.tsx',
  },
});
