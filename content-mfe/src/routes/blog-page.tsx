import { paths } from '@site/site';
import { PageHeader, usePageMeta } from '@site/ui';
import { BlogList } from '../features/blog/components/blog-list';
import { blogFeedLink } from '../features/blog/lib/blog-feed-link';
import { blogPosts } from '../features/blog/data/blog-posts';

const description =
  'Articles on web development, Laravel and React, hands-on tutorials and news from our team in Sargodha.';

export function BlogPage() {
  usePageMeta({ title: 'Blog', description, canonicalPath: paths.blog, alternates: [blogFeedLink] });
  return (
    <>
      <PageHeader eyebrow="Insights & tutorials" title="Our Blog" description={description} />
      <BlogList posts={blogPosts} />
    </>
  );
}

export default BlogPage;
