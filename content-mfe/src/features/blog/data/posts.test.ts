import { blogArticles } from './blog-articles';
import { blogPosts } from './blog-posts';
import { posts } from './posts';
import type { BlogArticle, BlogPostSummary } from './types';

describe('the posts', () => {
  it('give the list and the articles the same posts, in the same order, with the same facts', () => {
    const facts = (post: BlogPostSummary | BlogArticle) => [
      post.slug,
      post.title,
      post.author,
      post.date,
      post.readTime,
      post.image,
    ];
    expect(blogPosts.map(facts)).toEqual(blogArticles.map(facts));
    expect(blogPosts.map((post) => post.slug)).toEqual(posts.map((post) => post.slug));
  });

  it('give every card an excerpt and every article a body', () => {
    for (const post of blogPosts) expect(post.excerpt).toMatch(/^\S.{40,}\.$/);
    for (const article of blogArticles) expect(article.content).toMatch(/^\s*<p>/);
  });

  it('file a post under its category in the list and under its articleCategory on its article', () => {
    expect(blogPosts.map((post) => post.category)).toEqual([
      'Web Development',
      'Development',
      'Laravel',
      'React',
      'Tutorials',
      'Company News',
    ]);
    expect(blogArticles.map((article) => article.category)).toEqual([
      'Courses',
      'Development',
      'Laravel',
      'React',
      'Tutorials',
      'Company News',
    ]);
    expect(blogArticles.some((article) => 'articleCategory' in article)).toBe(false);
  });
});
