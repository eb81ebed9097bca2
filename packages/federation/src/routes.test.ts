import { defineRemote, defineRouteWords, exposesOf, publish } from './routes';

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
        locales: ['en'],
      },
      { path: '/faq', module: 'content/FaqPage', label: 'the FAQ', index: true, locales: ['en'] },
    ]);
  });

  it('publishes the languages of each route (English always) and where its chunks’ words are', () => {
    const declaration = defineRemote({
      name: 'content',
      pages: {
        FaqPage: {
          file: './src/routes/faq-page.tsx',
          routes: [{ path: '/faq', label: 'the FAQ', locales: ['ur'] }],
        },
      },
    });
    const translations = { ur: { 'faq.1.js': ['messages-ur-faq.2.js'] } };
    const published = publish(declaration, 'b1', translations);
    expect(published.routes[0]?.locales).toEqual(['en', 'ur']);
    expect(published.translations).toEqual(translations);
    expect(publish(declaration, 'b1')).not.toHaveProperty('translations');
    expect(exposesOf(declaration)).toEqual({ './FaqPage': './src/routes/faq-page.tsx' });
  });

  it('publishes a staff page as private and never indexed; other routes carry no flag', () => {
    const declaration = defineRemote({
      name: 'accounts',
      pages: {
        InboxPage: {
          file: './src/routes/inbox-page.tsx',
          routes: [{ path: '/admin/leads', label: 'the inbox', private: true, index: true }],
        },
        LoginPage: { file: './src/routes/login-page.tsx', routes: [{ path: '/login', label: 'sign in' }] },
      },
    });
    const [inbox, login] = publish(declaration, 'b1').routes;
    expect(inbox).toMatchObject({ path: '/admin/leads', private: true, index: false });
    expect(login).not.toHaveProperty('private');
    expect(login?.index).toBe(true);
  });
});

describe('defineRemote', () => {
  it('refuses, in the type-check, a declaration that no longer exposes a module another app embeds', () => {
    const page = {
      file: './src/routes/course-list-page.tsx',
      routes: [{ path: '/course', label: 'courses' }],
    };
    const exposing = defineRemote({
      name: 'academy',
      pages: { CourseListPage: page },
      widgets: { CoursesSection: { file: './src/routes/courses-section.tsx' } },
    });
    // @ts-expect-error: marketing embeds academy/CoursesSection (contract's embeddedModules)
    const renamed = defineRemote({
      name: 'academy',
      pages: { CourseListPage: page },
      widgets: { CourseSection: { file: './src/routes/courses-section.tsx' } },
    });
    expect(publish(exposing, 'b1').widgets).toEqual(['academy/CoursesSection']);
    expect(publish(renamed, 'b1').widgets).toEqual(['academy/CourseSection']);
  });
});

describe('defineRouteWords', () => {
  it('gives a route its English words, and its languages from the words it has in each', () => {
    const words = defineRouteWords({
      faq: {
        en: { title: 'FAQ', label: 'the FAQ' },
        ur: { title: 'عمومی سوالات', label: 'عمومی سوالات کا صفحہ' },
      },
      home: { en: { label: 'the home page' }, ur: { title: 'ہوم', label: 'ہوم پیج' } },
      article: { en: { title: 'Blog', label: 'this article' } },
    });
    expect(words.faq).toEqual({
      title: 'FAQ',
      label: 'the FAQ',
      locales: ['en', 'ur'],
      translations: { ur: { title: 'عمومی سوالات', label: 'عمومی سوالات کا صفحہ' } },
    });
    expect(words.home).toEqual({
      label: 'the home page',
      locales: ['en', 'ur'],
      translations: { ur: { title: 'ہوم', label: 'ہوم پیج' } },
    });
    expect(words.article).toEqual({ title: 'Blog', label: 'this article' });
    const declaration = defineRemote({
      name: 'content',
      pages: { FaqPage: { file: './src/routes/faq-page.tsx', routes: [{ path: '/faq', ...words.faq }] } },
    });
    expect(publish(declaration, 'b1').routes[0]).toMatchObject({ locales: ['en', 'ur'], title: 'FAQ' });
  });
});
