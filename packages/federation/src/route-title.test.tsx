import { renderToString } from 'react-dom/server';
import type { RemoteDeclaration, RouteDeclaration } from './contract';
import { DeclaredRoute } from './page/page-meta';
import { useRouteTitle } from './route-title';
import { renderWithProviders } from './testing/render';

function Heading() {
  return <h1>{useRouteTitle()}</h1>;
}

const declaration = {
  name: 'content',
  pages: {
    FaqPage: {
      file: './src/routes/faq-page.tsx',
      routes: [
        {
          path: '/faq',
          title: 'FAQ',
          label: 'the FAQ',
          locales: ['en', 'ur'],
          translations: { ur: { title: 'عمومی سوالات', label: 'عمومی سوالات کا صفحہ' } },
        },
      ],
    },
  },
} satisfies RemoteDeclaration;

describe('useRouteTitle', () => {
  it('is the declared route’s title, in the page’s language', () => {
    const english = renderWithProviders(<Heading />, { route: '/faq', declaration });
    expect(english.getByRole('heading', { level: 1 })).toHaveTextContent('FAQ');
    english.unmount();
    const urdu = renderWithProviders(<Heading />, { route: '/faq', declaration, locale: 'ur' });
    expect(urdu.getByRole('heading', { level: 1 })).toHaveTextContent('عمومی سوالات');
  });

  it('is never empty: a route without a title, or no declared route, throws', () => {
    const home: RouteDeclaration = { path: '/', label: 'the home page' };
    const untitled = (
      <DeclaredRoute route={home}>
        <Heading />
      </DeclaredRoute>
    );
    expect(() => renderToString(untitled)).toThrow('no declared route with a title');
    expect(() => renderToString(<Heading />)).toThrow('no declared route with a title');
  });
});
