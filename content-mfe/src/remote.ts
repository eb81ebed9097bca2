// What content-mfe owns: its pages and their routes, and the blog's feed, declared once. The
// build derives its exposes from this and publishes it as routes.json; the shell and the site's
// server learn the routes from there at run time (docs/deploy.md). The pages with fixed content
// exist in Urdu too (/ur/faq…); the blog's articles, news stories and the feed stay English only.
// Each route's words, and so its languages, are in ./messages/routes.ts.
import { defineRemote } from '@site/federation/routes';
import { paths } from '@site/site';
import { CATEGORY_PARAM } from './features/blog/data/category-param';
import { routeWords } from './messages/routes';

export default defineRemote({
  name: 'content',
  pages: {
    BlogPage: {
      file: './src/routes/blog-page.tsx',
      // The category filter is a query link (/blog?category=laravel): rendered and cached per category.
      routes: [
        {
          path: paths.blog,
          ...routeWords.blog,
          query: [CATEGORY_PARAM],
        },
      ],
    },
    BlogArticlePage: {
      file: './src/routes/blog-article-page.tsx',
      routes: [{ path: paths.blogPost(':slug'), ...routeWords.blogArticle }],
    },
    NewsPage: {
      file: './src/routes/news-page.tsx',
      routes: [{ path: paths.news, ...routeWords.news }],
    },
    EventsPage: {
      file: './src/routes/events-page.tsx',
      routes: [{ path: paths.events, ...routeWords.events }],
    },
    FaqPage: {
      file: './src/routes/faq-page.tsx',
      routes: [{ path: paths.faq, ...routeWords.faq }],
    },
    CommunityPage: {
      file: './src/routes/community-page.tsx',
      routes: [{ path: paths.community, ...routeWords.community }],
    },
  },
  resources: {
    BlogFeed: {
      file: './src/routes/blog-feed.ts',
      path: paths.blogFeed,
      contentType: 'application/rss+xml; charset=utf-8',
    },
  },
});
