// accounts-mfe's words of the contact part in Urdu: the shape of ../en/contact.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enContact } from '../en/contact';

const ur: Translation<typeof enContact> = {
  orCall: 'یا کال کریں:',
  end: '۔',
};

export default ur;
