// The built files the site's server sends as they are: the shell's build here, and each remote's
// on its own host locally (scripts/serve.mjs uses the same options).
import type { FastifyStaticOptions } from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
// Which file names carry a hash is said once, for the build, the publish step and every server.
// eslint-disable-next-line no-restricted-imports
import { cacheControlOf } from '../../../tools/hashed-files';
import type { FallbackPage } from './pages';

/** Cache headers for a static build: docs/deploy.md's list, for @fastify/static's `setHeaders`. */
export function staticCacheHeaders(reply: { header(name: string, value: string): unknown }, file: string) {
  reply.header('cache-control', cacheControlOf(file));
  reply.header('x-content-type-options', 'nosniff');
}

/**
 * How a build folder is served: its precompressed copies, no directory index, no dotfile (the
 * build's own records), the cache headers above.
 */
export function staticFileOptions(root: string) {
  return {
    root,
    preCompressed: true,
    index: false,
    cacheControl: false,
    allowedPath: (pathName: string) => !pathName.split('/').some((part) => part.startsWith('.')),
    setHeaders: staticCacheHeaders,
  } satisfies FastifyStaticOptions;
}

/** The shell's index.html and its precompressed copies: the page when a render fails. */
export function readFallbackPage(shellDist: string): FallbackPage {
  const file = path.join(shellDist, 'index.html');
  const variant = (suffix: string) =>
    existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined;
  const br = variant('.br');
  const gzip = variant('.gz');
  return { identity: readFileSync(file), ...(br && { br }), ...(gzip && { gzip }) };
}
