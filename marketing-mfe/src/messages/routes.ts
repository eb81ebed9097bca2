// The words of marketing-mfe's routes in each language they exist in: the page's title, written
// once (the document's, and the heading of a page that reads it with `useRouteTitle`), and the
// label that names the area while it loads or when it fails. remote.ts spreads them into its
// routes, and its build publishes them (routes.json), so the shell names an area before its code
// arrives. Read by the build without React: no imports but the helper.
import { defineRouteWords } from '@site/federation/routes';

export const routeWords = defineRouteWords({
  // The English home page is titled with the company name alone; the Urdu one says what it is.
  home: {
    en: { label: 'the home page' },
    ur: { title: 'سرگودھا کا سافٹ ویئر ہاؤس اور آئی ٹی ٹریننگ انسٹی ٹیوٹ', label: 'ہوم پیج' },
  },
  pricing: { en: { title: 'Pricing', label: 'pricing' }, ur: { title: 'قیمتیں', label: 'قیمتوں کا صفحہ' } },
  packages: {
    en: { title: 'Service Packages', label: 'the service packages' },
    ur: { title: 'سروس پیکجز', label: 'سروس پیکجز کا صفحہ' },
  },
});
