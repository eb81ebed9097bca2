// Inside the render worker: the remotes' server code comes only from the files the server has
// proven (remote-deployments.ts), never from the network or the disk on its own.
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteDeployment } from './protocol';

const stripQuery = (url: string) => {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
};

/**
 * Replaces the worker's `fetch` (which the federation runtime loads remote entries and chunks
 * with) by a lookup in the proven files: any other URL is refused. The runtime would also run a
 * chunk from a local file when one exists at the path it computes from the entry's URL: that is
 * allowed only inside the server's own build folder (`ownFolder`, the shell's render chunks).
 */
export function runOnlyVerifiedCode(remotes: readonly RemoteDeployment[], ownFolder: string) {
  const code = new Map<string, string>();
  for (const remote of remotes)
    for (const [url, source] of Object.entries(remote.code ?? {})) code.set(url, source);
  const refuse = (url: string) =>
    new Error(`${url} is not part of a signed server build that this server proved: refused`);
  globalThis.fetch = async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const source = code.get(stripQuery(url));
    if (source === undefined) throw refuse(url);
    return new Response(source, {
      status: 200,
      headers: { 'content-type': 'text/javascript; charset=utf-8' },
    });
  };
  const existsSync = fs.existsSync;
  const inside = path.resolve(ownFolder) + path.sep;
  fs.existsSync = (file: fs.PathLike) =>
    typeof file === 'string' && path.resolve(file).startsWith(inside) ? existsSync(file) : false;
}
