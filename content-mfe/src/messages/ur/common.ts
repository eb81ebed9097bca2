// content-mfe's words of the common part in Urdu: the shape of ../en/common.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enCommon } from '../en/common';

const ur: Translation<typeof enCommon> = {
  readMore: 'مزید پڑھیں',
  inEnglish: '(انگریزی میں)',
  home: 'ہوم',
  authors: {
    'Ahmed Raza': 'احمد رضا',
    'Sara Khan': 'سارہ خان',
    'Usman Ali': 'عثمان علی',
    'Ayesha Malik': 'عائشہ ملک',
    'CodeNest Team': 'CodeNest ٹیم',
    'Admissions Office': 'داخلہ دفتر',
  },
};

export default ur;
