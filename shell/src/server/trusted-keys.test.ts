/**
 * @jest-environment node
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TrustedKeys } from './trusted-keys';

const publicPem = (type: 'ed25519' | 'rsa' = 'ed25519') =>
  (type === 'rsa'
    ? generateKeyPairSync('rsa', { modulusLength: 1024 })
    : generateKeyPairSync('ed25519')
  ).publicKey
    .export({ type: 'spki', format: 'pem' })
    .toString();

describe('TrustedKeys', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(path.join(os.tmpdir(), 'trusted-keys-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('reads the folder again at every read: a key added later is trusted without a restart', () => {
    const keys = new TrustedKeys(folder, jest.fn());
    expect(keys.read().size).toBe(0);
    writeFileSync(path.join(folder, 'academy.pem'), publicPem());
    expect(keys.read().get('academy')).toHaveLength(1);
  });

  it('keeps the keys read before when the folder cannot be read, and says so', () => {
    const log = jest.fn();
    const keys = new TrustedKeys(folder, log);
    writeFileSync(path.join(folder, 'academy.pem'), publicPem());
    expect(keys.read().get('academy')).toHaveLength(1);
    // Only Ed25519 keys are trusted: a folder holding another kind is refused whole.
    writeFileSync(path.join(folder, 'academy.pem'), publicPem('rsa'));
    expect(keys.read().get('academy')).toHaveLength(1);
    expect(log).toHaveBeenCalledWith(
      'error',
      'the trusted keys cannot be read; keeping the ones read before',
      expect.objectContaining({ folder }),
    );
  });
});
