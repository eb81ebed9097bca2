// content-mfe's words of the article part in Urdu: the shape of ../en/article.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enArticle } from '../en/article';

const ur: Translation<typeof enArticle> = {
  blog: 'بلاگ',
  back: 'بلاگ پر واپس جائیں',
  details: 'مضمون کی تفصیلات',
};

export default ur;
