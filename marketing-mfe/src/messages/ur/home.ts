// marketing-mfe's words of the home part in Urdu: the shape of ../en/home.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import { siteSettings } from '@site/site';
import type { enHome } from '../en/home';

const { companyName } = siteSettings;

const ur: Translation<typeof enHome> = {
  description: `${companyName} ویب سائٹس، ویب ایپس اور موبائل ایپس Laravel، React، React Native اور Shopify میں تیار کرتی ہے، اور سرگودھا میں عملی آئی ٹی کورسز کرواتی ہے۔`,
  coursesLabel: 'کورسز کا حصہ',
};

export default ur;
