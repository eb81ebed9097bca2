import type { KeyObject } from 'node:crypto';
import type { PublishedRemote } from '@site/federation';

/** What a remote's build signs (server-code.json's payload). */
export interface SignedServerCode {
  format: 1;
  remote: string;
  build: string;
  signedAt: string;
  /** The server entry, by a name that carries its hash. */
  entry: string;
  /** Every server file of the build (relative to the remote's folder) and its SHA-256 (base64). */
  files: Record<string, string>;
  routes: PublishedRemote;
}

export const SIGNED_FILE: 'server-code.json';
export const DEV_KEYS_DIR: string;
export class RefusedServerCode extends Error {}
export function keyId(key: KeyObject): string;
export function readTrustedKeys(dir: string | undefined): Map<string, KeyObject[]>;
export function generateKeyPair(remote: string, dir: string): KeyObject;
export function signingKey(
  remote: string,
  env?: Record<string, string | undefined>,
  devDir?: string,
): { key: KeyObject; source: string };
export function signServerBuild(options: { dist: string; remote: string; key: KeyObject; now?: Date }): {
  file: string;
  entry: string;
  files: Record<string, string>;
  keyId: string;
};
export function verifySignedServerCode(
  text: string,
  remote: string,
  keys: readonly KeyObject[] | undefined,
): SignedServerCode;
export function checkSignedFile(payload: SignedServerCode, file: string, bytes: Uint8Array): void;
