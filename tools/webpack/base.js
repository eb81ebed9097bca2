// The pieces every build of an app uses: TypeScript, images and module resolution.
const path = require('node:path');
const { CONTENT_HASH } = require('../hashed-files');

function tsRule(dir) {
  return {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
  };
}

/** Images keep one name in both builds, so the server's HTML points at the browser build's files. */
function assetRule({ emit }) {
  return {
    test: /\.(svg|png|jpe?g|webp|avif)$/,
    type: 'asset/resource',
    generator: { filename: `assets/[name].${CONTENT_HASH}[ext]`, emit },
  };
}

function resolveOptions(dir) {
  return {
    extensions: ['.tsx', '.ts', '.js'],
    // Workspace packages built for Node as well (@site/leads) are bundled from their source.
    conditionNames: ['source', '...'],
    alias: {
      // Inside an app, `@/` is its src/ (also in tools/tsconfig.app.json and the Jest preset).
      '@': path.join(dir, 'src'),
    },
  };
}

module.exports = { tsRule, assetRule, resolveOptions };
