const { createConfig } = require('../tools/webpack.config.base');

module.exports = createConfig({
  name: 'content',
  dir: __dirname,
  port: 3003,
  title: 'Content',
  // Typed in src/exposes.ts against the contract in @site/ui.
  exposes: {
    './BlogPage': './src/routes/blog-page.tsx',
    './BlogArticlePage': './src/routes/blog-article-page.tsx',
    './NewsPage': './src/routes/news-page.tsx',
    './EventsPage': './src/routes/events-page.tsx',
    './FaqPage': './src/routes/faq-page.tsx',
    './CommunityPage': './src/routes/community-page.tsx',
  },
});
