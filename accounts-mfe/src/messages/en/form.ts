// accounts-mfe's words in English: the 'form' part of its catalogue (its Urdu is ../ur/form.ts).
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enForm = {
  email: 'Email',
  username: 'Username',
  password: 'Password',
  fullName: 'Full Name',
  confirmPassword: 'Confirm Password',
  forgotPassword: 'Forgot password?',
  showPassword: 'Show password',
  signIn: 'Sign In',
} satisfies Catalogue;

/** The 'form' words in the page's language: `const t = useFormMessages();`. */
export const useFormMessages = defineMessages('form', enForm, {
  ur: () => import(/* webpackChunkName: "messages-ur-form" */ '../ur/form'),
});
