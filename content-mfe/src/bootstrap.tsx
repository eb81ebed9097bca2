import { paths } from '@site/ui';
import { mountStandalone } from '@site/ui/standalone';
import { BlogArticlePage } from './routes/blog-article-page';
import { BlogPage } from './routes/blog-page';
import { CommunityPage } from './routes/community-page';
import { EventsPage } from './routes/events-page';
import { FaqPage } from './routes/faq-page';
import { NewsPage } from './routes/news-page';

// Runs only when the remote is opened alone; the shell loads the exposed modules instead.
mountStandalone('content', [
  { path: paths.blog, element: <BlogPage />, label: 'Blog' },
  { path: paths.blogPost(':slug'), href: paths.blog, element: <BlogArticlePage />, label: 'Article' },
  { path: paths.news, element: <NewsPage />, label: 'News' },
  { path: paths.events, element: <EventsPage />, label: 'Events' },
  { path: paths.faq, element: <FaqPage />, label: 'FAQ' },
  { path: paths.community, element: <CommunityPage />, label: 'Community' },
]);
