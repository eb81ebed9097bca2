import { paths } from '@site/site';
import { PageHeader, usePageMeta } from '@site/ui';
import { NewsList } from '../features/news/components/news-list';
import { newsItems } from '../features/news/data/news';

const description =
  'Admissions, student achievements, new projects and community milestones from CodeNest Technologies.';

export function NewsPage() {
  usePageMeta({ title: 'News', description, canonicalPath: paths.news });
  return (
    <>
      <PageHeader eyebrow="What's new" title="Latest News" description={description} />
      <NewsList items={newsItems} />
    </>
  );
}

export default NewsPage;
