// What marketing-mfe owns: its pages and their routes, declared once. The build derives its
// exposes from this and publishes it as routes.json; the shell and the site's server learn
// the routes from there at run time (docs/deploy.md). Each route's words, and so its languages,
// are in ./messages/routes.ts.
import { SENT_PARAM } from '@site/federation/contract';
import { defineRemote } from '@site/federation/routes';
import { paths, sectionIds } from '@site/site';
import { PORTFOLIO_PARAM } from './features/portfolio/data/filter-param';
import { routeWords } from './messages/routes';

export default defineRemote({
  name: 'marketing',
  pages: {
    HomePage: {
      file: './src/routes/home-page.tsx',
      routes: [
        {
          path: paths.home,
          ...routeWords.home,
          form: { id: 'project-request', section: sectionIds.startProject },
          // The portfolio filter (/?portfolio=react#portfolio), and the answer to a form posted without script.
          query: [PORTFOLIO_PARAM, SENT_PARAM],
        },
      ],
    },
    PricingPage: {
      file: './src/routes/pricing-page.tsx',
      routes: [{ path: paths.pricing, ...routeWords.pricing }],
    },
    PackagesPage: {
      file: './src/routes/packages-page.tsx',
      routes: [{ path: paths.packages(':service'), ...routeWords.packages }],
    },
  },
});
