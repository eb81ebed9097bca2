// content-mfe's words in English: the 'community' part of its catalogue (its Urdu is ../ur/community.ts).
import type { Catalogue } from '@site/i18n';
import type { BenefitKey, CommunityKey } from '@/features/community/data/communities';
import { defineMessages } from '@/messages';

export const enCommunity = {
  description:
    'Join thousands of developers in our Laravel, React, mobile and Shopify communities: meetups, mentoring and friends who code.',
  eyebrow: 'Learn together',
  title: 'Join Our Communities',
  listTitle: 'Our Communities',
  listEyebrow: 'Find your people',
  benefitsTitle: 'Why Join Our Communities?',
  members: (members: string) => `${members} members`,
  focus: 'Focus',
  join: 'Join Community',
  mail: {
    subject: (community: string) => `Join request: ${community}`,
    greeting: (companyName: string) => `Hello ${companyName},`,
    request: (community: string) => `I would like to join the ${community} community.`,
    fullName: 'Full name:',
    phone: 'Phone (for the group invitation):',
  },
  cta: {
    title: 'Ready to Grow with Us?',
    description:
      'Learn alongside hundreds of developers in Sargodha: start a course, or meet the community at our next event.',
    start: 'Start Learning Today',
    events: 'See Upcoming Events',
  },
  items: {
    laravel: {
      title: 'Laravel Developers Sargodha',
      description:
        'PHP and Laravel developers sharing packages, code reviews and deployment tips, from first-time learners to team leads.',
      features: [
        'Monthly Laravel meetups',
        'Code review sessions',
        'Package and tooling showcases',
        'Job board for PHP roles',
      ],
    },
    react: {
      title: 'React & JavaScript Community',
      description:
        'Everything modern JavaScript: React, Next.js, TypeScript and the tools around them, with weekly discussions and study groups.',
      features: [
        'Weekly study groups',
        'Open-source contributions',
        'Live coding sessions',
        'Interview preparation',
      ],
    },
    mobile: {
      title: 'Mobile App Developers',
      description:
        'Builders of iOS and Android apps with React Native, swapping notes on performance, design and publishing to the stores.',
      features: [
        'React Native workshops',
        'App store publishing help',
        'UI and UX feedback rounds',
        'Demo days',
      ],
    },
    shopify: {
      title: 'Shopify & E-commerce Builders',
      description:
        'Store owners, theme developers and app builders growing online businesses with Shopify and modern e-commerce tools.',
      features: [
        'Store teardown sessions',
        'Shopify app development',
        'Marketing and SEO tips',
        'Freelance opportunities',
      ],
    },
  } satisfies Record<CommunityKey, { title: string; description: string; features: readonly string[] }>,
  benefits: {
    networking: {
      title: 'Networking',
      description: 'Meet developers, mentors and employers from Sargodha and across Pakistan.',
    },
    resources: {
      title: 'Learning Resources',
      description: 'Curated guides, recorded talks and code samples shared by members.',
    },
    mentorship: {
      title: 'Mentorship',
      description: 'Get unstuck faster with guidance from experienced developers on our team.',
    },
    events: {
      title: 'Events & Workshops',
      description: 'Free meetups, hands-on workshops and hackathons all year round.',
    },
  } satisfies Record<BenefitKey, { title: string; description: string }>,
} satisfies Catalogue;

/** The 'community' words in the page's language: `const t = useCommunityMessages();`. */
export const useCommunityMessages = defineMessages('community', enCommunity, {
  ur: () => import(/* webpackChunkName: "messages-ur-community" */ '../ur/community'),
});
