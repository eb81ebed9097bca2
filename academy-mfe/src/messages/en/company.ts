// The English words of company facts in English (@site/site has them in English only): a part of
// academy's catalogue in a module of its own, so that a chunk carries only the English it renders;
// the Urdu is ../ur/company.ts.
import type { Catalogue } from '@site/i18n';
import { siteSettings } from '@site/site';
import { defineMessages } from '@/messages';

/** Company facts in the page's language (@site/site has them in English only). */
export const enCompany = {
  city: siteSettings.city,
  address: siteSettings.address,
} satisfies Catalogue;

/** These words in the page's language: `const t = useCompanyMessages();`. */
export const useCompanyMessages = defineMessages('company', enCompany, {
  ur: () => import(/* webpackChunkName: "messages-ur-company" */ '../ur/company'),
});
