// academy-mfe's words of the company part in Urdu: the shape of ../en/company.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enCompany } from '../en/company';

const ur: Translation<typeof enCompany> = {
  city: 'سرگودھا',
  address: 'دفتر نمبر 12، یونیورسٹی روڈ، سرگودھا، پنجاب 40100، پاکستان',
};

export default ur;
