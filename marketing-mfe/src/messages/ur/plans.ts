// marketing-mfe's words of the plans part in Urdu: the shape of ../en/plans.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enPlans } from '../en/plans';

const ur: Translation<typeof enPlans> = {
  mostPopular: 'سب سے مقبول',
  features: (name: string) => `${name} کی خصوصیات`,
  whatsApp: (name: string) => `${name} کے بارے میں WhatsApp پر پوچھیں`,
};

export default ur;
