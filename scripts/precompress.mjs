// Writes brotli (.br) and gzip (.gz) copies of every text file of a build, at the best
// quality, so a server sends them without compressing per request (see scripts/serve.mjs;
// nginx's brotli_static/gzip_static use them the same way).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const compressible = /\.(html|js|css|json|svg|txt|md)$/;

export function precompress(dir) {
  let count = 0;
  for (const file of readdirSync(dir, { recursive: true })) {
    const abs = path.join(dir, file);
    if (!compressible.test(abs) || !statSync(abs).isFile()) continue;
    const body = readFileSync(abs);
    if (body.length < 512) continue;
    writeFileSync(
      `${abs}.br`,
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${abs}.gz`, zlib.gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}
