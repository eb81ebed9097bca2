import { generateKeyPairSync, sign } from 'node:crypto';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkSignedFile,
  generateKeyPair,
  keyId,
  readTrustedKeys,
  RefusedServerCode,
  signingKey,
  signServerBuild,
  verifySignedServerCode,
} from './server-code';

let dir: string;
let dist: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'server-code-'));
  dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(path.join(dist, 'remoteEntry.server.js'), 'module.exports = "entry";');
  writeFileSync(path.join(dist, 'server/1.abcdef01-abcdef0123.js'), 'exports.chunk = 1;');
  writeFileSync(
    path.join(dist, '.builds-server.json'),
    JSON.stringify([{ hash: 'h', time: 't', files: ['server/1.abcdef01-abcdef0123.js'] }]),
  );
  writeFileSync(
    path.join(dist, 'routes.json'),
    JSON.stringify({ name: 'content', build: 'b1', routes: [], widgets: [], resources: [] }),
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const pair = () => generateKeyPairSync('ed25519');
const signedText = () => readFileSync(path.join(dist, 'server-code.json'), 'utf8');

describe('signServerBuild and verifySignedServerCode', () => {
  it('sign every server file of the last build under a hashed entry name, with the routes', () => {
    const { privateKey, publicKey } = pair();
    const signed = signServerBuild({ dist, remote: 'content', key: privateKey });
    expect(signed.entry).toMatch(/^remoteEntry\.server\.[0-9a-f]{8}\.js$/);
    expect(readFileSync(path.join(dist, signed.entry), 'utf8')).toBe('module.exports = "entry";');
    expect(Object.keys(signed.files).sort()).toEqual(
      [signed.entry, 'server/1.abcdef01-abcdef0123.js'].sort(),
    );
    // The hashed entry is kept and pruned with its build.
    const history = JSON.parse(readFileSync(path.join(dist, '.builds-server.json'), 'utf8')) as {
      files: string[];
    }[];
    expect(history[0]!.files).toContain(signed.entry);

    const payload = verifySignedServerCode(signedText(), 'content', [publicKey]);
    expect(payload.entry).toBe(signed.entry);
    expect(payload.routes.build).toBe('b1');
    expect(signed.keyId).toBe(keyId(publicKey));
    for (const [file] of Object.entries(payload.files))
      expect(() => checkSignedFile(payload, file, readFileSync(path.join(dist, file)))).not.toThrow();
  });

  it('refuse a file changed after signing, or one the signature does not name', () => {
    const { privateKey, publicKey } = pair();
    signServerBuild({ dist, remote: 'content', key: privateKey });
    const payload = verifySignedServerCode(signedText(), 'content', [publicKey]);
    appendFileSync(path.join(dist, 'server/1.abcdef01-abcdef0123.js'), '\nprocess.exit(1);');
    const file = 'server/1.abcdef01-abcdef0123.js';
    expect(() => checkSignedFile(payload, file, readFileSync(path.join(dist, file)))).toThrow(
      /differs from the file that was signed/,
    );
    expect(() => checkSignedFile(payload, 'server/evil.js', Buffer.from('x'))).toThrow(
      /not part of the signed build/,
    );
  });

  it.each([
    ['another key', (text: string) => text, () => [pair().publicKey], /does not verify/],
    ['no trusted key', (text: string) => text, () => [], /no key is trusted/],
    [
      'a changed payload',
      (text: string) => {
        const envelope = JSON.parse(text) as { payload: string };
        return JSON.stringify({ ...envelope, payload: envelope.payload.replace('"b1"', '"b2"') });
      },
      undefined,
      /does not verify/,
    ],
    ['not JSON', () => 'nope', undefined, /not JSON/],
    ['no signature', () => JSON.stringify({ payload: '{}' }), undefined, /not a signed server build/],
  ])('refuse %s', (_name, change, keys, message) => {
    const { privateKey, publicKey } = pair();
    signServerBuild({ dist, remote: 'content', key: privateKey });
    const attempt = () =>
      verifySignedServerCode(change(signedText()), 'content', keys ? keys() : [publicKey]);
    expect(attempt).toThrow(RefusedServerCode);
    expect(attempt).toThrow(message);
  });

  it("refuse one remote's signed build served as another's", () => {
    const { privateKey, publicKey } = pair();
    signServerBuild({ dist, remote: 'content', key: privateKey });
    expect(() => verifySignedServerCode(signedText(), 'academy', [publicKey])).toThrow(
      /not a server build of "academy"/,
    );
  });

  it.each(['../secret.js', '/etc/passwd', 'server/../../x.js', 'a//b.js', 'http://evil/x.js'])(
    'refuse a signed payload naming the file %s',
    (file) => {
      const { privateKey, publicKey } = pair();
      writeFileSync(
        path.join(dist, '.builds-server.json'),
        JSON.stringify([{ hash: 'h', time: 't', files: [] }]),
      );
      const signed = signServerBuild({ dist, remote: 'content', key: privateKey });
      // Re-sign a payload with the unsafe name, as a careless or hostile tool might.
      const envelope = JSON.parse(signedText()) as { payload: string; key: string };
      const payload = JSON.parse(envelope.payload) as { files: Record<string, string> };
      payload.files[file] = payload.files[signed.entry]!;
      const text = JSON.stringify(payload);
      const signature = sign(null, Buffer.from(text), privateKey).toString('base64');
      expect(() =>
        verifySignedServerCode(JSON.stringify({ ...envelope, payload: text, signature }), 'content', [
          publicKey,
        ]),
      ).toThrow(/not a server build/);
    },
  );
});

describe('keys', () => {
  it('a development key is made once per remote, and its public half is trusted', () => {
    const keys = path.join(dir, '.server-keys');
    const first = signingKey('content', {}, keys);
    const second = signingKey('content', {}, keys);
    expect(first.source).toMatch(/development key/);
    expect(keyId(second.key)).toBe(keyId(first.key));
    const trusted = readTrustedKeys(path.join(keys, 'trusted'));
    expect(trusted.get('content')?.map(keyId)).toEqual([keyId(first.key)]);
  });

  it('the signing key comes from SERVER_CODE_SIGNING_KEY or _FILE when set', () => {
    const { privateKey } = pair();
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(keyId(signingKey('content', { SERVER_CODE_SIGNING_KEY: pem }, dir).key)).toBe(keyId(privateKey));
    writeFileSync(path.join(dir, 'team.pem'), pem);
    const fromFile = signingKey('content', { SERVER_CODE_SIGNING_KEY_FILE: path.join(dir, 'team.pem') }, dir);
    expect(keyId(fromFile.key)).toBe(keyId(privateKey));
  });

  it('a trust file may hold several keys (a rotation); other kinds of key are refused', () => {
    const trusted = path.join(dir, 'trusted');
    mkdirSync(trusted);
    const a = pair().publicKey.export({ type: 'spki', format: 'pem' });
    const b = pair().publicKey.export({ type: 'spki', format: 'pem' });
    writeFileSync(path.join(trusted, 'content.pem'), `${a}${b}`);
    expect(readTrustedKeys(trusted).get('content')).toHaveLength(2);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    writeFileSync(path.join(trusted, 'academy.pem'), rsa);
    expect(() => readTrustedKeys(trusted)).toThrow(/only Ed25519/);
    expect(readTrustedKeys(path.join(dir, 'missing')).size).toBe(0);
  });

  it('generateKeyPair keeps the private key to its owner', () => {
    generateKeyPair('marketing', dir);
    expect((statSync(path.join(dir, 'private', 'marketing.pem')).mode & 0o777).toString(8)).toBe('600');
  });
});
