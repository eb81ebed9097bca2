import { defineRemote, publish } from './routes';

describe('publish', () => {
  it('publishes the query parameters a route reads, once each and sorted, and none when it reads none', () => {
    const declaration = defineRemote({
      name: 'content',
      pages: {
        BlogPage: {
          file: './src/routes/blog-page.tsx',
          routes: [{ path: '/blog', label: 'the blog', query: ['page', 'category', 'page'] }],
        },
        FaqPage: { file: './src/routes/faq-page.tsx', routes: [{ path: '/faq', label: 'the FAQ' }] },
      },
    });
    const { routes } = publish(declaration, 'b1');
    expect(routes).toEqual([
      {
        path: '/blog',
        module: 'content/BlogPage',
        label: 'the blog',
        index: true,
        query: ['category', 'page'],
      },
      { path: '/faq', module: 'content/FaqPage', label: 'the FAQ', index: true },
    ]);
  });
});
