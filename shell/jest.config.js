module.exports = require('../tools/jest/preset')(__dirname, {
  // The site server's HTTP tests load @fastify/static, whose content-disposition is ES modules
  // only (Node requires it natively; Jest before Node 24.9 needs it compiled).
  transformIgnorePatterns: ['/node_modules/(?!(@fastify/static/node_modules/)?content-disposition/)'],
});
