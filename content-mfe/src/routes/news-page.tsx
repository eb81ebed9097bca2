import { siteSettings } from '@site/site';
import { usePageMeta } from '@site/federation';
import { PageHeader } from '@site/ui';
import { NewsList } from '../features/news/components/news-list';
import { newsItems } from '../features/news/data/news';
import { useNewsMessages } from '../messages/en/news';

export function NewsPage() {
  const t = useNewsMessages();
  const description = t.description(siteSettings.companyName);
  usePageMeta({ description });
  // The heading says more than the route's short title ('News' in the tab, 'Latest News' on the page).
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} description={description} />
      <NewsList items={newsItems} />
    </>
  );
}

export default NewsPage;
