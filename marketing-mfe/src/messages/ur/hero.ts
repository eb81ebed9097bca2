// marketing-mfe's words of the hero part in Urdu: the shape of ../en/hero.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enHero } from '../en/hero';

const ur: Translation<typeof enHero> = {
  eyebrow: 'سرگودھا میں سافٹ ویئر ہاؤس اور آئی ٹی ٹریننگ انسٹی ٹیوٹ',
  titleBefore: 'ہم ایسی ',
  titleEmphasis: 'ڈیجیٹل پروڈکٹس',
  titleAfter: ' بناتے ہیں جو آپ کے کاروبار کو ترقی دیں',
  lead: 'Laravel، React، React Native، Remix، MERN اور Shopify میں ویب سائٹس، ویب ایپس اور موبائل ایپس — ایک ایسی ٹیم کے ہاتھوں جو ڈویلپرز کی نئی نسل کو تربیت بھی دیتی ہے۔',
  startProject: 'اپنا پروجیکٹ شروع کریں',
  viewWork: 'ہمارا کام دیکھیں',
  facts: ['ویب اور موبائل ایپس', 'عملی آئی ٹی کورسز', 'لانچ کے بعد سپورٹ'],
};

export default ur;
