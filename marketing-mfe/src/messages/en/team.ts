// The English words of the team section of the home page.
// A part of marketing's catalogue in a module of its own, so that a chunk carries only the
// English it renders; the Urdu is ../ur/team.ts.
import type { Catalogue } from '@site/i18n';
import type { MemberId } from '@/features/team/data/team';
import { defineMessages } from '@/messages';

export const enTeam = {
  eyebrow: 'Who we are',
  title: 'Meet Our Team',
  description: 'Developers, designers and trainers who care about your project as much as you do.',
  portrait: (name: string) => `Portrait of ${name}`,
  socialLabel: (name: string) => `${name} on social media`,
  socialLink: (name: string, network: string) => `${name} on ${network} (opens in a new tab)`,
  /** By member id. */
  members: {
    'ahmed-raza': {
      name: 'Ahmed Raza',
      role: 'Founder & Lead Developer',
      bio: 'Twelve years of building web platforms. Ahmed leads architecture and teaches the Laravel course.',
    },
    'ayesha-khan': {
      name: 'Ayesha Khan',
      role: 'Project Manager',
      bio: 'Keeps every project on time and every client informed, with weekly demos and clear milestones.',
    },
    'usman-ali': {
      name: 'Usman Ali',
      role: 'Senior React Developer',
      bio: 'Builds fast React and Next.js front ends and mentors students in the React JS course.',
    },
    'fatima-noor': {
      name: 'Fatima Noor',
      role: 'UI/UX Designer',
      bio: 'Turns ideas into clear, friendly interfaces, from user research to a complete design system.',
    },
    'hassan-tariq': {
      name: 'Hassan Tariq',
      role: 'Mobile App Developer',
      bio: 'Ships React Native apps to both app stores and loves a smooth 60 fps animation.',
    },
    'zainab-iqbal': {
      name: 'Zainab Iqbal',
      role: 'Shopify Expert',
      bio: 'Builds Shopify themes and apps, and helps local brands start selling online.',
    },
  } satisfies Record<MemberId, { name: string; role: string; bio: string }>,
} satisfies Catalogue;

/** These words in the page's language: `const t = useTeamMessages();`. */
export const useTeamMessages = defineMessages('team', enTeam, {
  ur: () => import(/* webpackChunkName: "messages-ur-team" */ '../ur/team'),
});
