import type { IconName } from '@site/ui';

/** Accent of a community card: a theme role, not a colour value. */
export type CommunityColor = 'red' | 'blue' | 'teal' | 'amber';

/** A community's facts; its words (title, description, focus) are the catalogue's `community.items[key]`. */
interface CommunityFacts<Key extends string = string> {
  key: Key;
  /** The member count as shown: 2,500+, 3,200+, 800+, 1,500+. */
  members: string;
  color: CommunityColor;
  icon: IconName;
}

export const communities = [
  {
    key: 'laravel',
    members: '2,500+',
    color: 'red',
    icon: 'layers',
  },
  {
    key: 'react',
    members: '3,200+',
    color: 'blue',
    icon: 'code',
  },
  {
    key: 'mobile',
    members: '800+',
    color: 'teal',
    icon: 'smartphone',
  },
  {
    key: 'shopify',
    members: '1,500+',
    color: 'amber',
    icon: 'cart',
  },
] as const satisfies readonly CommunityFacts[];

/** Which entry of the catalogue (`community.items`) holds a community's words. */
export type CommunityKey = (typeof communities)[number]['key'];
export type Community = CommunityFacts<CommunityKey>;

/** A benefit's facts; its words are the catalogue's `community.benefits[key]`. */
interface BenefitFacts<Key extends string = string> {
  key: Key;
  icon: IconName;
}

export const communityBenefits = [
  {
    key: 'networking',
    icon: 'users',
  },
  {
    key: 'resources',
    icon: 'book',
  },
  {
    key: 'mentorship',
    icon: 'award',
  },
  {
    key: 'events',
    icon: 'calendar',
  },
] as const satisfies readonly BenefitFacts[];

/** Which entry of the catalogue (`community.benefits`) holds a benefit's words. */
export type BenefitKey = (typeof communityBenefits)[number]['key'];
export type CommunityBenefit = BenefitFacts<BenefitKey>;
