import type { IconName } from '@site/ui';

/** Accent of a community card: a theme role, not a colour value. */
export type CommunityColor = 'red' | 'blue' | 'teal' | 'amber';

export interface Community {
  title: string;
  description: string;
  /** The member count as shown: 2,500+, 3,200+, 800+, 1,500+. */
  members: string;
  color: CommunityColor;
  icon: IconName;
  /** What the community focuses on. */
  features: readonly string[];
}

export const communities = [
  {
    title: 'Laravel Developers Sargodha',
    description:
      'PHP and Laravel developers sharing packages, code reviews and deployment tips, from first-time learners to team leads.',
    members: '2,500+',
    color: 'red',
    icon: 'layers',
    features: [
      'Monthly Laravel meetups',
      'Code review sessions',
      'Package and tooling showcases',
      'Job board for PHP roles',
    ],
  },
  {
    title: 'React & JavaScript Community',
    description:
      'Everything modern JavaScript: React, Next.js, TypeScript and the tools around them, with weekly discussions and study groups.',
    members: '3,200+',
    color: 'blue',
    icon: 'code',
    features: [
      'Weekly study groups',
      'Open-source contributions',
      'Live coding sessions',
      'Interview preparation',
    ],
  },
  {
    title: 'Mobile App Developers',
    description:
      'Builders of iOS and Android apps with React Native, swapping notes on performance, design and publishing to the stores.',
    members: '800+',
    color: 'teal',
    icon: 'smartphone',
    features: [
      'React Native workshops',
      'App store publishing help',
      'UI and UX feedback rounds',
      'Demo days',
    ],
  },
  {
    title: 'Shopify & E-commerce Builders',
    description:
      'Store owners, theme developers and app builders growing online businesses with Shopify and modern e-commerce tools.',
    members: '1,500+',
    color: 'amber',
    icon: 'cart',
    features: [
      'Store teardown sessions',
      'Shopify app development',
      'Marketing and SEO tips',
      'Freelance opportunities',
    ],
  },
] as const satisfies readonly Community[];

export interface CommunityBenefit {
  title: string;
  description: string;
  icon: IconName;
}

export const communityBenefits = [
  {
    title: 'Networking',
    description: 'Meet developers, mentors and employers from Sargodha and across Pakistan.',
    icon: 'users',
  },
  {
    title: 'Learning Resources',
    description: 'Curated guides, recorded talks and code samples shared by members.',
    icon: 'book',
  },
  {
    title: 'Mentorship',
    description: 'Get unstuck faster with guidance from experienced developers on our team.',
    icon: 'award',
  },
  {
    title: 'Events & Workshops',
    description: 'Free meetups, hands-on workshops and hackathons all year round.',
    icon: 'calendar',
  },
] as const satisfies readonly CommunityBenefit[];
