const { createConfig } = require('../tools/webpack.config.base');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  // The site's server: its HTTP server (Fastify) and the render worker it runs the pages in.
  shellServer: { server: './src/server/main.ts', render: './src/server/render-worker.ts' },
});
