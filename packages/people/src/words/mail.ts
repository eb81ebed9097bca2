// The mails of an account, in each language: plain text, a subject and lines. The API composes
// them (api/src/mail/account-mail.ts) with what each needs: the person's name, the link or the
// pages' addresses, the course. Only the API imports this module.
import type { Language } from '@site/leads';
import { siteSettings } from '@site/site';
import type { AccountMailKind } from '../account';
import { LINK_LIFETIME_HOURS } from '../links';

/** What a mail may say: the link only in those that carry one (verify, reset, invite). */
export interface AccountMailFacts {
  name: string;
  /** The one-time link (verify, reset, invite). */
  link?: string;
  /** The sign-in page and the page that asks for a reset link, in the person's language. */
  signIn: string;
  forgot: string;
  /** The Student Portal's sign-in, in the person's language. */
  studentSignIn: string;
  /** The course and its batch's first day, written for the language (invite, course-added). */
  course?: string;
  batchStart?: string;
}

export interface AccountMailText {
  subject: string;
  /** The body's lines; the API joins them with line breaks. */
  lines: string[];
}

type MailWords = Readonly<Record<AccountMailKind, (facts: AccountMailFacts) => AccountMailText>>;

const company = siteSettings.shortName;

const en: MailWords = {
  verify: ({ name, link }) => ({
    subject: `Confirm your e-mail address — ${company}`,
    lines: [
      `Hello ${name},`,
      '',
      `Please confirm the e-mail address of your ${company} account: open this link (it works once, for ${LINK_LIFETIME_HOURS} hours).`,
      '',
      link ?? '',
      '',
      'If you did not create an account, ignore this mail: nothing happens without the link.',
    ],
  }),
  exists: ({ name, signIn, forgot }) => ({
    subject: `You already have a ${company} account`,
    lines: [
      `Hello ${name},`,
      '',
      `Someone, perhaps you, tried to create a ${company} account with this address. You already have one: sign in here.`,
      '',
      signIn,
      '',
      'Forgot your password? Ask for a new one here:',
      '',
      forgot,
      '',
      'If it was not you, ignore this mail: nothing has changed.',
    ],
  }),
  reset: ({ name, link }) => ({
    subject: `Set a new password — ${company}`,
    lines: [
      `Hello ${name},`,
      '',
      `To choose a new password for your ${company} account, open this link (it works once, for ${LINK_LIFETIME_HOURS} hours).`,
      '',
      link ?? '',
      '',
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
  }),
  invite: ({ name, link, course, batchStart, studentSignIn }) => ({
    subject: `Your student account — ${company}`,
    lines: [
      `Hello ${name},`,
      '',
      `You are enrolled in ${course ?? ''}, in the batch that starts on ${batchStart ?? ''}. Choose a password for your student account with this link (it works once, for ${LINK_LIFETIME_HOURS} hours), then follow your course in the Student Portal.`,
      '',
      link ?? '',
      '',
      `The Student Portal: ${studentSignIn}`,
    ],
  }),
  'course-added': ({ name, course, batchStart, studentSignIn }) => ({
    subject: `${course ?? ''} is in your account — ${company}`,
    lines: [
      `Hello ${name},`,
      '',
      `You are enrolled in ${course ?? ''}, in the batch that starts on ${batchStart ?? ''}. Sign in to the Student Portal with your account to follow it.`,
      '',
      studentSignIn,
      '',
      'Forgot your password? Ask for a new one on the sign-in page.',
    ],
  }),
};

const ur: MailWords = {
  verify: ({ name, link }) => ({
    subject: `اپنے ای میل ایڈریس کی تصدیق کریں — ${company}`,
    lines: [
      `السلام علیکم ${name}،`,
      '',
      `براہِ کرم اپنے ${company} اکاؤنٹ کے ای میل ایڈریس کی تصدیق کریں: یہ لنک کھولیں (یہ ایک بار اور ${LINK_LIFETIME_HOURS} گھنٹے تک کام کرے گا)۔`,
      '',
      link ?? '',
      '',
      'اگر آپ نے اکاؤنٹ نہیں بنایا تو اس ای میل کو نظر انداز کر دیں: لنک کے بغیر کچھ نہیں ہوگا۔',
    ],
  }),
  exists: ({ name, signIn, forgot }) => ({
    subject: `آپ کا ${company} اکاؤنٹ پہلے سے موجود ہے`,
    lines: [
      `السلام علیکم ${name}،`,
      '',
      `کسی نے، شاید آپ نے، اس ایڈریس سے ${company} اکاؤنٹ بنانے کی کوشش کی۔ آپ کا اکاؤنٹ پہلے سے موجود ہے: یہاں سائن اِن کریں۔`,
      '',
      signIn,
      '',
      'پاس ورڈ بھول گئے؟ نیا پاس ورڈ یہاں سے منگوائیں:',
      '',
      forgot,
      '',
      'اگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کر دیں: کچھ نہیں بدلا۔',
    ],
  }),
  reset: ({ name, link }) => ({
    subject: `نیا پاس ورڈ منتخب کریں — ${company}`,
    lines: [
      `السلام علیکم ${name}،`,
      '',
      `اپنے ${company} اکاؤنٹ کا نیا پاس ورڈ منتخب کرنے کے لیے یہ لنک کھولیں (یہ ایک بار اور ${LINK_LIFETIME_HOURS} گھنٹے تک کام کرے گا)۔`,
      '',
      link ?? '',
      '',
      'اگر آپ نے یہ نہیں مانگا تو اس ای میل کو نظر انداز کر دیں: آپ کا پاس ورڈ وہی رہے گا۔',
    ],
  }),
  invite: ({ name, link, course, batchStart, studentSignIn }) => ({
    subject: `آپ کا اسٹوڈنٹ اکاؤنٹ — ${company}`,
    lines: [
      `السلام علیکم ${name}،`,
      '',
      `آپ کا داخلہ ${course ?? ''} میں ہو گیا ہے، اس بیچ میں جو ${batchStart ?? ''} کو شروع ہوگا۔ اس لنک سے اپنے اسٹوڈنٹ اکاؤنٹ کا پاس ورڈ منتخب کریں (یہ ایک بار اور ${LINK_LIFETIME_HOURS} گھنٹے تک کام کرے گا)، پھر اسٹوڈنٹ پورٹل میں اپنا کورس دیکھیں۔`,
      '',
      link ?? '',
      '',
      `اسٹوڈنٹ پورٹل: ${studentSignIn}`,
    ],
  }),
  'course-added': ({ name, course, batchStart, studentSignIn }) => ({
    subject: `${course ?? ''} آپ کے اکاؤنٹ میں شامل — ${company}`,
    lines: [
      `السلام علیکم ${name}،`,
      '',
      `آپ کا داخلہ ${course ?? ''} میں ہو گیا ہے، اس بیچ میں جو ${batchStart ?? ''} کو شروع ہوگا۔ اسے دیکھنے کے لیے اپنے اکاؤنٹ سے اسٹوڈنٹ پورٹل میں سائن اِن کریں۔`,
      '',
      studentSignIn,
      '',
      'پاس ورڈ بھول گئے؟ سائن اِن کے صفحے سے نیا منگوائیں۔',
    ],
  }),
};

/** Every account mail, in each language. */
export const accountMailWords: Readonly<Record<Language, MailWords>> = { en, ur };
