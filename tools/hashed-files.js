// Which built files carry a content hash in their name, said once. The build writes the hash into
// chunk and asset names (tools/webpack), keeps and publishes those files across deploys
// (PublishPlugin, tools/deploy/publish.js), and every server caches them for a year: the site's
// server and the local remote hosts (staticCacheHeaders in shell/src/server/static-files.ts) and
// nginx (deploy/start.mjs writes this pattern and these values into nginx.conf).

/** Hex digits of the content hash in a file name. */
const HASH_LENGTH = 8;
/** How the build names a file by its content (webpack's template). */
const CONTENT_HASH = `[contenthash:${HASH_LENGTH}]`;
/**
 * Browser chunks and assets `name.1a2b3c4d.js`; server chunks `name.1a2b3c4d-<full hash>.js`; and
 * the precompressed copies the servers send in their place (`name.1a2b3c4d.js.br`, `.gz`).
 */
const HASHED_FILE = new RegExp(`\\.[0-9a-f]{${HASH_LENGTH}}(?:-[0-9a-f]+)?\\.[a-z0-9]+(?:\\.(?:br|gz))?$`);

/** A hashed file never changes: a year, immutable. Any other (entries, manifests) is revalidated. */
const CACHE_CONTROL = { hashed: 'public, max-age=31536000, immutable', other: 'no-cache' };

/** The Cache-Control of a built file, by its name. */
function cacheControlOf(file) {
  return HASHED_FILE.test(file) ? CACHE_CONTROL.hashed : CACHE_CONTROL.other;
}

module.exports = { HASH_LENGTH, CONTENT_HASH, HASHED_FILE, CACHE_CONTROL, cacheControlOf };
