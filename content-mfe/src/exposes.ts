// Compile-time check that this remote's exposes (webpack.config.js) match the shared contract.
import type { ExposesOf } from '@site/ui';
import type * as BlogArticlePage from './routes/blog-article-page';
import type * as BlogPage from './routes/blog-page';
import type * as CommunityPage from './routes/community-page';
import type * as EventsPage from './routes/events-page';
import type * as FaqPage from './routes/faq-page';
import type * as NewsPage from './routes/news-page';

export interface ContentExposes {
  './BlogPage': typeof BlogPage;
  './BlogArticlePage': typeof BlogArticlePage;
  './NewsPage': typeof NewsPage;
  './EventsPage': typeof EventsPage;
  './FaqPage': typeof FaqPage;
  './CommunityPage': typeof CommunityPage;
}

type Exact<A, B> = [A] extends [B] ? ([keyof B] extends [keyof A] ? true : false) : false;
export const exposesMatchContract: Exact<ContentExposes, ExposesOf<'content'>> = true;
