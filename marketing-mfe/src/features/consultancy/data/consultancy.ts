import type { IconName } from '@site/ui';

/** The three benefit cards of the consultancy section. */
export const consultancyBenefits = [
  {
    icon: 'award',
    title: 'Free Expert Advice',
    text: 'Talk through your idea with a senior developer and get honest advice on scope, technology and budget.',
  },
  {
    icon: 'users',
    title: 'Dedicated Team',
    text: 'Meet the people who would build your project: a project manager, developers and a designer.',
  },
  {
    icon: 'zap',
    title: 'Quick Solutions',
    text: 'Leave with a clear next step: a rough estimate, a timeline and the quickest way to launch.',
  },
] as const satisfies readonly { icon: IconName; title: string; text: string }[];
