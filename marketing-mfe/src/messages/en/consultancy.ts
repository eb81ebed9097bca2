// The English words of the free consultation section of the home page.
// A part of marketing's catalogue in a module of its own, so that a chunk carries only the
// English it renders; the Urdu is ../ur/consultancy.ts.
import type { Catalogue } from '@site/i18n';
import { siteSettings } from '@site/site';
import type { ConsultancyBenefitId } from '@/features/consultancy/data/consultancy';
import { defineMessages } from '@/messages';

export const enConsultancy = {
  eyebrow: 'Free consultation',
  title: 'Book a Free Consultation',
  description: (minutes: string) =>
    `Not sure where to start? Book a free ${minutes}-minute call with our experts. There is no commitment: just a clear plan for your project.`,
  benefits: {
    advice: {
      title: 'Free Expert Advice',
      text: 'Talk through your idea with a senior developer and get honest advice on scope, technology and budget.',
    },
    team: {
      title: 'Dedicated Team',
      text: 'Meet the people who would build your project: a project manager, developers and a designer.',
    },
    quick: {
      title: 'Quick Solutions',
      text: 'Leave with a clear next step: a rough estimate, a timeline and the quickest way to launch.',
    },
  } satisfies Record<ConsultancyBenefitId, { title: string; text: string }>,
  minutes: (minutes: string) => `${minutes} minutes`,
  noCommitment: 'No commitment',
  available: (hours: string) => `Available ${hours}`,
  /** siteSettings.consultation.hours in this language. */
  hours: siteSettings.consultation.hours,
  schedule: 'Schedule Free Consultation',
  newTab: ' (opens in a new tab)',
} satisfies Catalogue;

/** These words in the page's language: `const t = useConsultancyMessages();`. */
export const useConsultancyMessages = defineMessages('consultancy', enConsultancy, {
  ur: () => import(/* webpackChunkName: "messages-ur-consultancy" */ '../ur/consultancy'),
});
