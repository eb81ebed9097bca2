// What marketing-mfe owns: its pages and their routes, declared once. The build derives its
// exposes from this and publishes it as routes.json; the shell and the site's server learn
// the routes from there at run time (docs/deploy.md).
import { SENT_PARAM } from '@site/federation/contract';
import { defineRemote } from '@site/federation/routes';
import { paths, sectionIds } from '@site/site';
import { PORTFOLIO_PARAM } from './features/portfolio/data/filter-param';

export default defineRemote({
  name: 'marketing',
  pages: {
    HomePage: {
      file: './src/routes/home-page.tsx',
      routes: [
        {
          path: paths.home,
          label: 'the home page',
          locales: ['en', 'ur'],
          // The English home page is titled with the company name alone; the Urdu one says what it is.
          translations: {
            ur: { title: 'سرگودھا کا سافٹ ویئر ہاؤس اور آئی ٹی ٹریننگ انسٹی ٹیوٹ', label: 'ہوم پیج' },
          },
          form: { id: 'project-request', section: sectionIds.startProject },
          // The portfolio filter (/?portfolio=react#portfolio), and the answer to a form posted without script.
          query: [PORTFOLIO_PARAM, SENT_PARAM],
        },
      ],
    },
    PricingPage: {
      file: './src/routes/pricing-page.tsx',
      routes: [
        {
          path: paths.pricing,
          title: 'Pricing',
          label: 'pricing',
          locales: ['en', 'ur'],
          translations: { ur: { title: 'قیمتیں', label: 'قیمتوں کا صفحہ' } },
        },
      ],
    },
    PackagesPage: {
      file: './src/routes/packages-page.tsx',
      routes: [
        {
          path: paths.packages(':service'),
          title: 'Service Packages',
          label: 'the service packages',
          locales: ['en', 'ur'],
          translations: { ur: { title: 'سروس پیکجز', label: 'سروس پیکجز کا صفحہ' } },
        },
      ],
    },
  },
});
