// Remote server code the site can trust (docs/decisions/0002-signed-remote-server-code.md).
// A remote's build signs, with its team's Ed25519 key, the list of its server files (each with
// its SHA-256) and its routes: `dist/server-code.json`. The site's rendering server runs a
// remote's server code only when that signature verifies with a public key it trusts for that
// remote, and only the bytes whose hash the signature names.
//
//   node tools/deploy/server-code.js sign <app folder>        sign the app's current build
//   node tools/deploy/server-code.js keygen <remote> <folder> a key pair for a team
//
// The signing key: SERVER_CODE_SIGNING_KEY (the PEM text, e.g. a CI secret) or
// SERVER_CODE_SIGNING_KEY_FILE (its path); without either, a development key made on first use in
// the repository's git-ignored .server-keys/ (private/<remote>.pem; the public half in
// trusted/<remote>.pem, the trust folder a local site server reads).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const FORMAT = 1;
const SIGNED_FILE = 'server-code.json';
const ENTRY = 'remoteEntry.server.js';
const DEV_KEYS_DIR = path.resolve(__dirname, '..', '..', '.server-keys');
/** A file of the build, as the payload names it: relative, no `..`, no empty segment. */
const SAFE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;
const SHA256 = /^[A-Za-z0-9+/]{43}=$/;

const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('base64');

/** A short, stable name for a public key (logs, and which key signed a build). */
function keyId(key) {
  const publicKey = key.type === 'private' ? crypto.createPublicKey(key) : key;
  return crypto
    .createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
}

/** Every Ed25519 public key in a PEM text (a trust file may hold several, for a key rotation). */
function publicKeysIn(pem, where) {
  const blocks = pem.match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g) ?? [];
  return blocks.map((block) => {
    const key = crypto.createPublicKey(block);
    if (key.asymmetricKeyType !== 'ed25519')
      throw new Error(`${where}: only Ed25519 public keys are trusted`);
    return key;
  });
}

/**
 * The trust folder: `<remote>.pem` holds the public key(s) of the team that publishes that
 * remote. Read on every check of the remotes, so a key is added or rotated without a restart.
 */
function readTrustedKeys(dir) {
  const keys = new Map();
  if (!dir || !fs.existsSync(dir)) return keys;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.pem')) continue;
    const where = path.join(dir, file);
    keys.set(file.slice(0, -4), publicKeysIn(fs.readFileSync(where, 'utf8'), where));
  }
  return keys;
}

/** A new Ed25519 key pair for `remote`: private/<remote>.pem (0600) and trusted/<remote>.pem. */
function generateKeyPair(remote, dir) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  fs.mkdirSync(path.join(dir, 'private'), { recursive: true, mode: 0o700 });
  fs.mkdirSync(path.join(dir, 'trusted'), { recursive: true });
  const privateFile = path.join(dir, 'private', `${remote}.pem`);
  // 'wx': two builds starting at once never overwrite each other's key.
  fs.writeFileSync(privateFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
    mode: 0o600,
    flag: 'wx',
  });
  fs.writeFileSync(
    path.join(dir, 'trusted', `${remote}.pem`),
    publicKey.export({ type: 'spki', format: 'pem' }),
  );
  return privateKey;
}

/** The key a build of `remote` is signed with, and where it came from. */
function signingKey(remote, env = process.env, devDir = DEV_KEYS_DIR) {
  if (env.SERVER_CODE_SIGNING_KEY) {
    return { key: crypto.createPrivateKey(env.SERVER_CODE_SIGNING_KEY), source: 'SERVER_CODE_SIGNING_KEY' };
  }
  if (env.SERVER_CODE_SIGNING_KEY_FILE) {
    const file = path.resolve(env.SERVER_CODE_SIGNING_KEY_FILE);
    return { key: crypto.createPrivateKey(fs.readFileSync(file)), source: file };
  }
  const file = path.join(devDir, 'private', `${remote}.pem`);
  if (!fs.existsSync(file)) {
    try {
      generateKeyPair(remote, devDir);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
  return { key: crypto.createPrivateKey(fs.readFileSync(file)), source: `${file} (development key)` };
}

/**
 * Signs the current server build in `dist`: the server entry under a name carrying its hash
 * (so publishing it never changes what an earlier signature names), the server chunks of the
 * last build, and routes.json's content. Writes dist/server-code.json and returns what it signed.
 */
function signServerBuild({ dist, remote, key, now = new Date() }) {
  const historyFile = path.join(dist, '.builds-server.json');
  const history = JSON.parse(fs.readFileSync(historyFile, 'utf8'));
  const last = history.at(-1);
  if (!last) throw new Error(`${historyFile} lists no build: build the app first.`);
  const entrySource = fs.readFileSync(path.join(dist, ENTRY));
  const entry = `remoteEntry.server.${crypto.createHash('sha256').update(entrySource).digest('hex').slice(0, 8)}.js`;
  if (!fs.existsSync(path.join(dist, entry))) fs.writeFileSync(path.join(dist, entry), entrySource);
  // Kept and pruned with its build's other hashed files (tools/webpack/plugins/publish-plugin.js).
  if (!last.files.includes(entry)) {
    last.files.push(entry);
    fs.writeFileSync(historyFile, JSON.stringify(history, null, 1));
  }
  const files = {};
  for (const file of [entry, ...last.files.filter((f) => f !== entry && f.endsWith('.js'))]) {
    files[file] = sha256(fs.readFileSync(path.join(dist, file)));
  }
  const routes = JSON.parse(fs.readFileSync(path.join(dist, 'routes.json'), 'utf8'));
  if (routes.name !== remote)
    throw new Error(`${dist}/routes.json belongs to "${routes.name}", not "${remote}".`);
  const payload = JSON.stringify({
    format: FORMAT,
    remote,
    build: routes.build,
    signedAt: now.toISOString(),
    entry,
    files,
    routes,
  });
  const signature = crypto.sign(null, Buffer.from(payload), key).toString('base64');
  const envelope = { payload, key: keyId(key), signature };
  fs.writeFileSync(path.join(dist, SIGNED_FILE), `${JSON.stringify(envelope, null, 1)}\n`);
  return { file: path.join(dist, SIGNED_FILE), entry, files, keyId: envelope.key };
}

class RefusedServerCode extends Error {
  constructor(reason) {
    super(reason);
    this.name = 'RefusedServerCode';
  }
}

/**
 * The signed payload of `text` (a server-code.json) when it is `remote`'s and its signature
 * verifies with one of `keys`; throws RefusedServerCode with the reason otherwise.
 */
function verifySignedServerCode(text, remote, keys) {
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new RefusedServerCode(`${SIGNED_FILE} is not JSON`);
  }
  const { payload, key, signature } = envelope ?? {};
  if (typeof payload !== 'string' || typeof signature !== 'string' || typeof key !== 'string')
    throw new RefusedServerCode(`${SIGNED_FILE} is not a signed server build`);
  if (!keys?.length) throw new RefusedServerCode(`no key is trusted for "${remote}"`);
  const bytes = Buffer.from(payload);
  const signatureBytes = Buffer.from(signature, 'base64');
  if (!keys.some((trusted) => crypto.verify(null, bytes, trusted, signatureBytes)))
    throw new RefusedServerCode(
      `the signature does not verify with the key trusted for "${remote}" (it names key ${key.slice(0, 16)})`,
    );
  const signed = JSON.parse(payload);
  const files = signed.files ?? {};
  const malformed =
    signed.format !== FORMAT ||
    signed.remote !== remote ||
    signed.routes?.name !== remote ||
    typeof signed.entry !== 'string' ||
    !(signed.entry in files) ||
    Object.entries(files).some(
      ([file, hash]) => !SAFE_PATH.test(file) || typeof hash !== 'string' || !SHA256.test(hash),
    );
  if (malformed) throw new RefusedServerCode(`the signed payload is not a server build of "${remote}"`);
  return signed;
}

/** Throws RefusedServerCode unless `bytes` are the signed content of `file`. */
function checkSignedFile(payload, file, bytes) {
  const expected = payload.files[file];
  if (!expected) throw new RefusedServerCode(`${file} is not part of the signed build`);
  if (sha256(bytes) !== expected)
    throw new RefusedServerCode(`${file} differs from the file that was signed (changed after the deploy)`);
}

module.exports = {
  SIGNED_FILE,
  DEV_KEYS_DIR,
  RefusedServerCode,
  keyId,
  readTrustedKeys,
  generateKeyPair,
  signingKey,
  signServerBuild,
  verifySignedServerCode,
  checkSignedFile,
};

function main(argv) {
  const [command, ...rest] = argv;
  if (command === 'sign' && rest.length === 1) {
    const appDir = path.resolve(rest[0]);
    const { apps } = require('../apps.js');
    const app = apps.find((a) => a.dir === path.basename(appDir));
    if (!app || app.name === 'shell') throw new Error(`${rest[0]} is not a remote's folder.`);
    const { key, source } = signingKey(app.name);
    const signed = signServerBuild({ dist: path.join(appDir, 'dist'), remote: app.name, key });
    console.log(
      `${app.name}: signed ${Object.keys(signed.files).length} server files with key ${signed.keyId} (${source})`,
    );
    return;
  }
  if (command === 'keygen' && rest.length === 2) {
    const [remote, dir] = rest;
    generateKeyPair(remote, path.resolve(dir));
    console.log(
      `Wrote ${dir}/private/${remote}.pem (keep it secret) and ${dir}/trusted/${remote}.pem (give it to the site).`,
    );
    return;
  }
  console.error(
    'Usage: node tools/deploy/server-code.js sign <app folder>\n       node tools/deploy/server-code.js keygen <remote> <folder>',
  );
  process.exitCode = 2;
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
