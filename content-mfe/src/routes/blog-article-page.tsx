import { paths } from '@site/ui';
import { Navigate, useParams } from 'react-router';
import { ArticleView } from '../features/blog/components/article-view';
import { findArticle } from '../features/blog/data/blog-articles';

export function BlogArticlePage() {
  const { slug } = useParams();
  const article = findArticle(slug);
  // Spec section 8: an unknown slug silently redirects to /blog, replacing the history entry.
  if (!article) return <Navigate to={paths.blog} replace />;
  return <ArticleView article={article} />;
}

export default BlogArticlePage;
