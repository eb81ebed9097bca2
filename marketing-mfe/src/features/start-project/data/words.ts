import type { Language } from '@site/leads';

/**
 * The start-project section's own words in each language (the form's words and answers are the
 * leads contract's: `leadFormWords`, `projectRequestMessagesIn`).
 */
export interface StartProjectWords {
  readonly eyebrow: string;
  readonly title: string;
  readonly description: string;
  readonly nextHeading: string;
  /** What happens after a request: each step's title and text. */
  readonly steps: readonly { readonly title: string; readonly text: string }[];
  /** The e-mail and phone list's name. */
  readonly contactLabel: string;
  /** The success dialog's button. */
  readonly gotIt: string;
  readonly thankYou: { readonly title: string; readonly text: string };
}

export const startProjectWords: Readonly<Record<Language, StartProjectWords>> = {
  en: {
    eyebrow: 'Start a project',
    title: 'Start Your Project',
    description: "Tell us about your idea. We'll get back to you within 24 hours with next steps.",
    nextHeading: 'What happens next?',
    steps: [
      {
        title: 'We review your request',
        text: 'A project manager reads your details and replies within 24 hours.',
      },
      {
        title: 'Free consultation call',
        text: 'We discuss goals, features and budget, and suggest the right technology.',
      },
      { title: 'Clear proposal', text: 'You receive a fixed scope, timeline and price. No surprises.' },
    ],
    contactLabel: 'Contact us directly',
    gotIt: 'Got it',
    thankYou: {
      title: 'Thank You for Reaching Out!',
      text: 'Your project request is on its way to our team. We will reply within 24 hours.',
    },
  },
  ur: {
    eyebrow: 'پروجیکٹ شروع کریں',
    title: 'اپنا پروجیکٹ شروع کریں',
    description:
      'ہمیں اپنے آئیڈیا کے بارے میں بتائیں۔ ہم 24 گھنٹوں کے اندر اگلے اقدامات کے ساتھ آپ سے رابطہ کریں گے۔',
    nextHeading: 'آگے کیا ہوگا؟',
    steps: [
      {
        title: 'ہم آپ کی درخواست کا جائزہ لیتے ہیں',
        text: 'ایک پروجیکٹ مینیجر آپ کی تفصیلات پڑھ کر 24 گھنٹوں کے اندر جواب دیتا ہے۔',
      },
      {
        title: 'مفت مشاورتی کال',
        text: 'ہم اہداف، فیچرز اور بجٹ پر بات کرتے ہیں اور مناسب ٹیکنالوجی تجویز کرتے ہیں۔',
      },
      {
        title: 'واضح تجویز',
        text: 'آپ کو طے شدہ دائرۂ کار، ٹائم لائن اور قیمت ملتی ہے۔ نہ کوئی پوشیدہ خرچ، نہ اچانک تبدیلی۔',
      },
    ],
    contactLabel: 'براہِ راست رابطہ کریں',
    gotIt: 'ٹھیک ہے',
    thankYou: {
      title: 'رابطہ کرنے کا شکریہ!',
      text: 'آپ کی پروجیکٹ کی درخواست ہماری ٹیم تک پہنچ رہی ہے۔ ہم 24 گھنٹوں کے اندر جواب دیں گے۔',
    },
  },
};
