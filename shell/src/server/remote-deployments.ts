// Reading a remote's deployment from its host, and proving its server code before anything runs
// it (docs/decisions/0002-signed-remote-server-code.md). The host may be a bucket or CDN that
// others can write to: the server trusts only what the remote's team signed.
import { createHash, type KeyObject } from 'node:crypto';
// The signing format is written once, beside the tool that signs (tools/deploy/server-code.js).
// eslint-disable-next-line no-restricted-imports
import {
  checkSignedFile,
  RefusedServerCode,
  SIGNED_FILE,
  verifySignedServerCode,
} from '../../../tools/deploy/server-code';
import type { BrowserManifest, RemoteDeployment } from './protocol';

export { RefusedServerCode };

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
/** No server file of a remote is larger: a host that streams more is not a build. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;
/** Nor is a manifest or a server-code.json (today's are 2-40 KB). */
export const MAX_JSON_BYTES = 1024 * 1024;

/** A response's body, refused past `maxBytes` (read as it streams, never held beyond them). */
async function readCapped(url: string, response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new RefusedServerCode(`${url} is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
}

/** A GET that remembers the ETag, so an unchanged file costs a 304. */
class ConditionalFetcher {
  private known = new Map<string, { etag: string; body: string }>();
  async text(url: string, timeoutMs: number): Promise<string> {
    const previous = this.known.get(url);
    const response = await fetch(url, {
      headers: previous ? { 'if-none-match': previous.etag } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 304 && previous) return previous.body;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = Buffer.from(await readCapped(url, response, MAX_JSON_BYTES)).toString('utf8');
    const etag = response.headers.get('etag');
    if (etag) this.known.set(url, { etag, body });
    return body;
  }
}

async function fetchBytes(url: string, timeoutMs: number): Promise<Uint8Array> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  return readCapped(url, response, MAX_FILE_BYTES);
}

/** A deployment whose signature holds but whose files do not: its routes are known, its code refused. */
export class RefusedFiles extends RefusedServerCode {
  constructor(
    reason: string,
    readonly deployment: RemoteDeployment,
  ) {
    super(reason);
  }
}

export interface FetchedDeployment {
  deployment: RemoteDeployment;
  /** Changes whenever anything the server renders with changes. */
  fingerprint: string;
  /** When its team signed it (ms since the epoch; 0 when the payload does not say). */
  signedAt: number;
}

/**
 * Reads remotes' deployments: the signed list of server files (server-code.json) and the browser
 * manifest, each time; the server files themselves once per content (they are named by their
 * hash in the signature, and kept in memory by hash), each checked against the signature.
 */
export class RemoteDeployments {
  private fetcher = new ConditionalFetcher();
  /** Verified server files by their SHA-256: a new generation never fetches unchanged code again. */
  private code = new Map<string, string>();
  /** The hashes each deployment (by fingerprint) uses, to forget code no longer used. */
  private hashes = new Map<string, readonly string[]>();

  constructor(private readonly timeoutMs: number) {}

  /**
   * The deployment at `manifestUrl`, with its verified server code; throws RefusedServerCode
   * when it cannot be proven (RefusedFiles when only its files fail), another Error when the
   * host cannot be read.
   */
  async fetch(
    name: string,
    manifestUrl: string,
    keys: readonly KeyObject[] | undefined,
  ): Promise<FetchedDeployment> {
    const [signedText, manifestText] = await Promise.all([
      this.fetcher.text(new URL(SIGNED_FILE, manifestUrl).href, this.timeoutMs),
      this.fetcher.text(manifestUrl, this.timeoutMs),
    ]);
    const signed = verifySignedServerCode(signedText, name, keys);
    const deployment: RemoteDeployment = {
      name,
      manifestUrl,
      serverEntryUrl: new URL(signed.entry, manifestUrl).href,
      published: signed.routes,
      manifest: JSON.parse(manifestText) as BrowserManifest,
    };
    const code: Record<string, string> = {};
    const files = Object.entries(signed.files).sort(([a], [b]) => a.localeCompare(b));
    const results = await Promise.allSettled(
      files.map(async ([file, hash]) => {
        let source = this.code.get(hash);
        if (source === undefined) {
          const bytes = await fetchBytes(new URL(file, manifestUrl).href, this.timeoutMs);
          checkSignedFile(signed, file, bytes);
          source = Buffer.from(bytes).toString('utf8');
          this.code.set(hash, source);
        }
        code[new URL(file, manifestUrl).href] = source;
      }),
    );
    // Every refused file named, in one order: the same problem reads the same at every check.
    const refusals = results.flatMap((result) =>
      result.status === 'rejected' && result.reason instanceof RefusedServerCode
        ? [result.reason.message]
        : [],
    );
    if (refusals.length) {
      const reason = refusals.join('; ');
      throw new RefusedFiles(reason, { ...deployment, refused: reason });
    }
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    const fingerprint = sha(`${manifestUrl}\n${signedText}\n${manifestText}`);
    this.hashes.set(fingerprint, Object.values(signed.files));
    const signedAt = Date.parse(signed.signedAt) || 0;
    return { deployment: { ...deployment, code }, fingerprint, signedAt };
  }

  /** Forgets the code no deployment in use (by fingerprint) names any more. */
  keepOnly(fingerprints: readonly string[]) {
    for (const fingerprint of this.hashes.keys())
      if (!fingerprints.includes(fingerprint)) this.hashes.delete(fingerprint);
    const used = new Set([...this.hashes.values()].flat());
    for (const hash of this.code.keys()) if (!used.has(hash)) this.code.delete(hash);
  }
}
