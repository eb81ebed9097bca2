// marketing-mfe's words of the whatsApp part in Urdu: the shape of ../en/whats-app.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import { siteSettings } from '@site/site';
import type { enWhatsApp } from '../en/whats-app';

const { companyName } = siteSettings;

const ur: Translation<typeof enWhatsApp> = {
  consultancy: `السلام علیکم ${companyName}! مجھے اپنے پروجیکٹ کے بارے میں مفت مشاورت کا وقت درکار ہے۔`,
  consultancyLabel: 'WhatsApp پر بات کریں',
  package: (pkg: string, service: string) =>
    `السلام علیکم ${companyName}! مجھے ${service} کے ${pkg} پیکج میں دلچسپی ہے۔ کیا ہم میرے پروجیکٹ پر بات کر سکتے ہیں؟`,
  opensWhatsApp: ' (WhatsApp کھلے گا)',
};

export default ur;
