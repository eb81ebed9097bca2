const { createConfig } = require('../tools/webpack.config.base');

// Exposes and routes come from src/remote.ts, the one declaration of what this remote owns.
module.exports = createConfig({ name: 'accounts', dir: __dirname });
