const { createConfig } = require('../tools/webpack.config.base');

module.exports = createConfig({ name: 'shell', dir: __dirname, port: 3000, title: 'CodeNest Technologies' });
