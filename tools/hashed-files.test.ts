import { CONTENT_HASH, HASHED_FILE, cacheControlOf } from './hashed-files';

describe('hashed file names', () => {
  it('match what the build names by content: browser chunks, assets and signed server chunks', () => {
    const hash = 'a'.repeat(Number(/:(\d+)\]/.exec(CONTENT_HASH)![1]));
    for (const file of [
      `faq.${hash}.js`,
      `assets/logo.${hash}.svg`,
      `server/faq.${hash}-0123456789abcdef.js`,
      // What a server sends for faq.<hash>.js to a browser that accepts brotli or gzip.
      `faq.${hash}.js.br`,
      `faq.${hash}.js.gz`,
    ])
      expect([file, HASHED_FILE.test(file)]).toEqual([file, true]);
  });

  it('leave out entries and manifests, which name the current version', () => {
    for (const file of [
      'main.js',
      'remoteEntry.js',
      'remoteEntry.server.js',
      'mf-manifest.json',
      'routes.json',
      'main.js.br',
      'remoteEntry.js.gz',
    ])
      expect([file, HASHED_FILE.test(file)]).toEqual([file, false]);
  });

  it('are cached for a year; other files are revalidated', () => {
    expect(cacheControlOf('faq.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('faq.1a2b3c4d.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('main.js.br')).toBe('no-cache');
    expect(cacheControlOf('mf-manifest.json')).toBe('no-cache');
  });
});
