import { blogArticles } from '../data/blog-articles';
import { articleDescription, htmlToText } from './article-description';

describe('article description', () => {
  it('turns HTML into readable text with spaces between blocks and decoded entities', () => {
    expect(
      htmlToText('<h2>Title</h2><p>First &amp; <code>second</code>.</p>\n<ul><li>a</li><li>b</li></ul>'),
    ).toBe('Title First & second. a b');
  });

  it('is the first 160 characters of the text plus an ellipsis', () => {
    const html = `<p>${'abcdefghij'.repeat(20)}</p>`;
    const description = articleDescription(html);
    expect(description).toBe(`${'abcdefghij'.repeat(16)}...`);
    expect(description).toHaveLength(163);
  });

  it('adds no ellipsis to a text that is already short', () => {
    expect(articleDescription('<p>Short body.</p>')).toBe('Short body.');
  });

  it('gives every article a 160-character description that starts its text', () => {
    for (const article of blogArticles) {
      const description = articleDescription(article.content);
      expect(description).toHaveLength(163);
      expect(description.endsWith('...')).toBe(true);
      expect(htmlToText(article.content).startsWith(description.slice(0, 160))).toBe(true);
    }
  });
});

describe('htmlToText entities', () => {
  it('decodes named and numeric entities and leaves unknown ones as they are', () => {
    expect(htmlToText('<p>Tom &amp; Jerry &lt;3 &#8217;s &#x2014; &copy;</p>')).toBe(
      'Tom & Jerry <3 ’s — &copy;',
    );
  });
});
