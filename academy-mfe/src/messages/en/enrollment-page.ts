// The English words of the enrollment page's chrome: a part of academy's catalogue in a module of
// its own, so that a chunk carries only the English it renders; the Urdu is
// ../ur/enrollment-page.ts.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enEnrollmentPage = {
  metaDescription:
    'Enroll in a web, mobile, Shopify, Laravel, React or basic computer course at our Sargodha campus. Choose your course and we will confirm your batch.',
  eyebrow: 'Admissions open',
  description:
    'Choose your course and leave your details. Our admissions team will contact you to confirm your batch and schedule.',
} satisfies Catalogue;

/** These words in the page's language: `const t = useEnrollmentPageMessages();`. */
export const useEnrollmentPageMessages = defineMessages('enrollment-page', enEnrollmentPage, {
  ur: () => import(/* webpackChunkName: "messages-ur-enrollment-page" */ '../ur/enrollment-page'),
});
