import { siteSettings } from '@site/site';
import { enFaq } from '@/messages/en/faq';

export interface FaqItem {
  question: string;
  answer: string;
}

/** The questions, in order; their words are in the catalogue (`faq.items`), keyed by id. */
export const faqIds = [
  'courses',
  'experience',
  'timings',
  'sessions',
  'refund',
  'certificate',
  'jobs',
  'installments',
  'location',
  'business',
] as const satisfies readonly (keyof typeof enFaq.items)[];

export type FaqId = (typeof faqIds)[number];

/** One item per id, as a tuple of the same length (so `items[0]` is known to be there). */
type OnePer<T extends readonly unknown[]> = { -readonly [K in keyof T]: FaqItem };

/** The questions and answers in a catalogue's language (the company's name filled in). */
export function faqItemsIn(items: (typeof enFaq)['items']) {
  return faqIds.map((id) => {
    const { question, answer } = items[id];
    return { question, answer: typeof answer === 'function' ? answer(siteSettings.companyName) : answer };
  }) as unknown as OnePer<typeof faqIds>;
}

/** The questions and answers in English. */
export const faqItems = faqItemsIn(enFaq.items);
