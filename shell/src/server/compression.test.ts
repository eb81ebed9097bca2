import zlib from 'node:zlib';
import { chooseEncoding, encodePage, etagMatches, etagOf } from './compression';

describe('encodePage', () => {
  it('makes brotli and gzip copies that decode to the page, each in its own buffer', () => {
    const html = `<!doctype html><p>${'Sargodha '.repeat(500)}</p>`;
    const page = encodePage(html);
    expect(zlib.brotliDecompressSync(page.br).toString()).toBe(html);
    expect(zlib.gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.br.byteOffset).toBe(0);
    expect(page.br.buffer.byteLength).toBe(page.br.byteLength);
    expect(encodePage(html).hash).toBe(page.hash);
    expect(encodePage(`${html} `).hash).not.toBe(page.hash);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('ETags', () => {
  it('differ per encoding and all match the page', () => {
    const tags = (['identity', 'br', 'gzip'] as const).map((e) => etagOf('abc', e));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) {
      expect(etagMatches(tag, 'abc')).toBe(true);
      expect(etagMatches(`W/${tag}`, 'abc')).toBe(true);
      expect(etagMatches(`"other", ${tag}`, 'abc')).toBe(true);
    }
    expect(etagMatches('*', 'abc')).toBe(true);
    expect(etagMatches('"abd"', 'abc')).toBe(false);
    expect(etagMatches(undefined, 'abc')).toBe(false);
  });
});
