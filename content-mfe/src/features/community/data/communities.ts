import type { IconName } from '@site/ui';
import { enCommunity } from '@/messages/en/community';

/** Which entries of the catalogue hold a community's and a benefit's words. */
export type CommunityKey = keyof typeof enCommunity.items;
export type BenefitKey = keyof typeof enCommunity.benefits;

/** Accent of a community card: a theme role, not a colour value. */
export type CommunityColor = 'red' | 'blue' | 'teal' | 'amber';

export interface Community {
  key: CommunityKey;
  title: string;
  description: string;
  /** The member count as shown: 2,500+, 3,200+, 800+, 1,500+. */
  members: string;
  color: CommunityColor;
  icon: IconName;
  /** What the community focuses on. */
  features: readonly string[];
}

/** A community's words in English, from the catalogue. */
const community = (key: CommunityKey) => ({ key, ...enCommunity.items[key] });

export const communities = [
  {
    ...community('laravel'),
    members: '2,500+',
    color: 'red',
    icon: 'layers',
  },
  {
    ...community('react'),
    members: '3,200+',
    color: 'blue',
    icon: 'code',
  },
  {
    ...community('mobile'),
    members: '800+',
    color: 'teal',
    icon: 'smartphone',
  },
  {
    ...community('shopify'),
    members: '1,500+',
    color: 'amber',
    icon: 'cart',
  },
] as const satisfies readonly Community[];

export interface CommunityBenefit {
  key: BenefitKey;
  title: string;
  description: string;
  icon: IconName;
}

/** A benefit's words in English, from the catalogue. */
const benefit = (key: BenefitKey) => ({ key, ...enCommunity.benefits[key] });

export const communityBenefits = [
  {
    ...benefit('networking'),
    icon: 'users',
  },
  {
    ...benefit('resources'),
    icon: 'book',
  },
  {
    ...benefit('mentorship'),
    icon: 'award',
  },
  {
    ...benefit('events'),
    icon: 'calendar',
  },
] as const satisfies readonly CommunityBenefit[];
