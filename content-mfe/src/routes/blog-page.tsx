import { useSearchParams } from '@site/router';
import { siteSettings } from '@site/site';
import { usePageMeta } from '@site/federation';
import { PageHeader } from '@site/ui';
import { BlogList, useFilterLabel } from '../features/blog/components/blog-list';
import {
  ALL_CATEGORIES,
  CATEGORY_PARAM,
  blogFilters,
  categoryHref,
  filterFromParam,
} from '../features/blog/data/categories';
import { blogFeedLink } from '../features/blog/lib/blog-feed-link';
import { blogPosts } from '../features/blog/data/blog-posts';
import { useBlogMessages } from '../messages/en/blog';

/**
 * The blog, filtered by the category in the URL: each category's list is a page of its own, with
 * its own canonical URL, that the server renders already filtered.
 */
export function BlogPage() {
  const t = useBlogMessages();
  const labelOf = useFilterLabel();
  const [params] = useSearchParams();
  const filter = filterFromParam(params.get(CATEGORY_PARAM));
  const all = filter === ALL_CATEGORIES;
  const description = t.description(siteSettings.city);
  usePageMeta({
    // All categories: the route's title.
    title: all ? undefined : t.filteredTitle(labelOf(filter)),
    description: all
      ? description
      : t.filteredDescription(labelOf(filter), siteSettings.companyName, description),
    canonicalPath: categoryHref(filter),
    alternates: [blogFeedLink],
  });
  // The heading says more than the route's short title ('Blog' in the tab, 'Our Blog' on the page).
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.heading} description={description} />
      <BlogList posts={blogPosts} filter={filter} />
    </>
  );
}

/** The category pages beside the blog itself, for the sitemap. */
export const sitemap = () =>
  blogFilters.filter((filter) => filter !== ALL_CATEGORIES).map((filter) => ({ path: categoryHref(filter) }));

export default BlogPage;
