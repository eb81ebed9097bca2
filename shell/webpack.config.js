const { createConfig } = require('../tools/webpack');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  role: 'host',
  // The site's server: its HTTP server (Fastify) and the render worker it runs the pages in.
  server: { server: './src/server/main.ts', render: './src/server/render-worker.ts' },
});
