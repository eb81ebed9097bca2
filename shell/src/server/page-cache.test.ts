import { PageCache } from './page-cache';

const page = (size = 10) => ({ size });

describe('PageCache', () => {
  it('keeps at most maxEntries pages, the least recently used out first', () => {
    const cache = new PageCache({ maxEntries: 3, maxBytes: 1000 });
    cache.set('/a', page());
    cache.set('/b', page());
    cache.set('/c', page());
    cache.set('/d', page());
    expect(cache.size).toBe(3);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/d')).toBeDefined();
  });

  it('keeps pages asked for twice through a flood of pages asked for once', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 10_000 });
    for (const hot of ['/', '/faq', '/blog']) {
      cache.set(hot, page());
      expect(cache.get(hot)).toBeDefined();
    }
    for (let i = 0; i < 1000; i += 1) cache.set(`/no-such-page-${i}`, page());
    for (const hot of ['/', '/faq', '/blog']) expect(cache.get(hot)).toBeDefined();
    expect(cache.size).toBeLessThanOrEqual(10);
  });

  it('keeps within maxBytes, and does not keep a page larger than the whole cache', () => {
    const cache = new PageCache({ maxEntries: 100, maxBytes: 100 });
    cache.set('/a', page(40));
    cache.set('/b', page(40));
    cache.set('/c', page(40));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/huge', page(101));
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('moves the protected pages least used back on probation when it is full', () => {
    const cache = new PageCache({ maxEntries: 5, maxBytes: 1000, protectedShare: 0.4 });
    for (const key of ['/1', '/2', '/3']) {
      cache.set(key, page());
      cache.get(key);
    }
    // Two protected places: /1 went back on probation, and the flood pushes it out.
    for (let i = 0; i < 10; i += 1) cache.set(`/x${i}`, page());
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/2')).toBeDefined();
    expect(cache.get('/3')).toBeDefined();
  });

  it('is empty after clear', () => {
    const cache = new PageCache({ maxEntries: 5, maxBytes: 1000 });
    cache.set('/a', page());
    cache.get('/a');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.get('/a')).toBeUndefined();
  });
});
