import type { SitemapEntry } from '@site/federation';
import { paths } from '@site/site';
import { Redirect } from '@site/federation';
import { useParams } from '@site/router';
import { ArticleView } from '../features/blog/components/article-view';
import { blogArticles, findArticle } from '../features/blog/data/blog-articles';

export function BlogArticlePage() {
  const { slug } = useParams();
  const article = findArticle(slug);
  // An unknown slug silently goes to /blog: a redirect from the server, a history replacement in the browser.
  if (!article) return <Redirect to={paths.blog} />;
  return <ArticleView article={article} />;
}

/** Every article, for the sitemap. */
export function sitemap(): SitemapEntry[] {
  return blogArticles.map((article) => ({ path: paths.blogPost(article.slug), lastModified: article.date }));
}

export default BlogArticlePage;
