// academy-mfe's words of the common part in Urdu: the shape of ../en/common.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enCommon } from '../en/common';

const ur: Translation<typeof enCommon> = {
  enrollNow: 'ابھی داخلہ لیں',
  duration: 'دورانیہ',
  level: 'سطح',
  whyThisCourse: 'یہ کورس کیوں',
  courseHighlights: 'کورس کی نمایاں خصوصیات',
  courseFacts: 'کورس کی اہم معلومات',
  factSeparator: ': ',
  home: 'ہوم',
  courses: 'کورسز',
};

export default ur;
