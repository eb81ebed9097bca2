// accounts-mfe's words in English: the 'admin' part of its catalogue (its Urdu is ../ur/admin.ts).
import { messagesHook, type Catalogue } from '@site/i18n';

export const enAdmin = {
  subtitle: 'Jeans Recycle — Recycling Management System',
  description: (subtitle: string) => `${subtitle}: administrator sign-in.`,
  eyebrow: 'Administrators',
  title: 'Admin Panel',
  restricted: 'Restricted area',
  warningBefore: 'Authorised administrators only. If you reached this page by mistake, go back to the',
  warningLink: 'home page',
  warningAfter: '.',
  formLabel: 'Admin sign in',
  notice: {
    title: 'Admin sign-in is not connected yet',
    text: 'This screen is not linked to the recycling management system yet, so nothing was sent and no password was stored.',
    contact: 'To reach the site team, e-mail',
  },
} satisfies Catalogue;

/** The 'admin' words in the page's language: `const t = useAdminMessages();`. */
export const useAdminMessages = messagesHook('accounts', enAdmin, 'admin', {
  ur: () => import(/* webpackChunkName: "messages-ur-admin" */ '../ur/admin'),
});
