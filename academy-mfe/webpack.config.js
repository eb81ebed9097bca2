const { createConfig } = require('../tools/webpack');

// A remote: exposes and routes come from src/remote.ts, the one declaration of what it owns.
module.exports = createConfig({ name: 'academy', dir: __dirname, role: 'remote' });
