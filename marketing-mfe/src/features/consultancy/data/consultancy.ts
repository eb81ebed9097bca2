import type { IconName } from '@site/ui';

/** The three benefit cards of the consultancy section: their icons; the words are the catalogue's. */
export const consultancyBenefits = [
  { id: 'advice', icon: 'award' },
  { id: 'team', icon: 'users' },
  { id: 'quick', icon: 'zap' },
] as const satisfies readonly { id: string; icon: IconName }[];

export type ConsultancyBenefitId = (typeof consultancyBenefits)[number]['id'];
