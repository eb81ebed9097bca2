import { siteSettings } from '@site/site';

export interface FaqItem {
  question: string;
  answer: string;
}

/** A question's words in the catalogue (`faq.items[id]`): the answer may name the company. */
export interface FaqWords {
  question: string;
  answer: string | ((companyName: string) => string);
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
] as const;

export type FaqId = (typeof faqIds)[number];

/** One item per id, as a tuple of the same length (so `items[0]` is known to be there). */
type OnePer<T extends readonly unknown[]> = { -readonly [K in keyof T]: FaqItem };

/** The questions and answers in a catalogue's language (the company's name filled in). */
export function faqItemsIn(items: Readonly<Record<FaqId, FaqWords>>) {
  return faqIds.map((id) => {
    const { question, answer } = items[id];
    return { question, answer: typeof answer === 'function' ? answer(siteSettings.companyName) : answer };
  }) as unknown as OnePer<typeof faqIds>;
}
