import type { KeyObject } from 'node:crypto';
// The trust folder's format is written once, beside the tool that signs.
// eslint-disable-next-line no-restricted-imports
import { readTrustedKeys } from '../../../tools/deploy/server-code';

/**
 * The remotes' trusted public keys (`<remote>.pem` each in a folder), read again at every check:
 * a key is added or rotated without a restart. A folder that cannot be read keeps the keys read
 * before.
 */
export class TrustedKeys {
  private keys = new Map<string, KeyObject[]>();

  constructor(
    private readonly folder: string | undefined,
    private readonly log: (level: 'error', message: string, details: Record<string, unknown>) => void,
  ) {}

  read(): ReadonlyMap<string, KeyObject[]> {
    try {
      this.keys = readTrustedKeys(this.folder);
    } catch (error) {
      this.log('error', 'the trusted keys cannot be read; keeping the ones read before', {
        folder: this.folder,
        error: String(error),
      });
    }
    return this.keys;
  }
}
