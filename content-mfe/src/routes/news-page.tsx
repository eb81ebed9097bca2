import { siteSettings } from '@site/site';
import { usePageMeta } from '@site/federation';
import { PageHeader } from '@site/ui';
import { NewsList } from '../features/news/components/news-list';
import { newsItems } from '../features/news/data/news';

const description = `Admissions, student achievements, new projects and community milestones from ${siteSettings.companyName}.`;

export function NewsPage() {
  usePageMeta({ description });
  return (
    <>
      <PageHeader eyebrow="What's new" title="Latest News" description={description} />
      <NewsList items={newsItems} />
    </>
  );
}

export default NewsPage;
