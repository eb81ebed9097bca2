import { applyPageMeta } from './page-meta';

describe('applyPageMeta', () => {
  it('sets the title, description, sharing tags and canonical link', () => {
    applyPageMeta({ title: 'Pricing', description: 'Plans', image: '/og.png', canonicalPath: '/pricing' });
    expect(document.title).toBe('Pricing | CodeNest Technologies');
    const meta = (sel: string) => document.head.querySelector<HTMLMetaElement>(sel)?.content;
    expect(meta('meta[name="description"]')).toBe('Plans');
    expect(meta('meta[property="og:title"]')).toBe('Pricing | CodeNest Technologies');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/og.png');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'http://localhost/pricing',
    );
  });

  it('removes tags a page does not set', () => {
    applyPageMeta({ title: 'FAQ', description: 'Answers' });
    applyPageMeta({});
    expect(document.title).toBe('CodeNest Technologies');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
