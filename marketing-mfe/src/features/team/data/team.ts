import ahmedRaza from '@/assets/team/ahmed-raza.svg';
import ayeshaKhan from '@/assets/team/ayesha-khan.svg';
import fatimaNoor from '@/assets/team/fatima-noor.svg';
import hassanTariq from '@/assets/team/hassan-tariq.svg';
import usmanAli from '@/assets/team/usman-ali.svg';
import zainabIqbal from '@/assets/team/zainab-iqbal.svg';

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image: string;
  social: { github: string; linkedin: string; twitter: string };
}

/** The 6 team members. */
export const team = [
  {
    name: 'Ahmed Raza',
    role: 'Founder & Lead Developer',
    bio: 'Twelve years of building web platforms. Ahmed leads architecture and teaches the Laravel course.',
    image: ahmedRaza,
    social: {
      github: 'https://github.com/ahmedraza',
      linkedin: 'https://www.linkedin.com/in/ahmedraza',
      twitter: 'https://twitter.com/ahmedraza',
    },
  },
  {
    name: 'Ayesha Khan',
    role: 'Project Manager',
    bio: 'Keeps every project on time and every client informed, with weekly demos and clear milestones.',
    image: ayeshaKhan,
    social: {
      github: 'https://github.com/ayeshakhan',
      linkedin: 'https://www.linkedin.com/in/ayeshakhan',
      twitter: 'https://twitter.com/ayeshakhan',
    },
  },
  {
    name: 'Usman Ali',
    role: 'Senior React Developer',
    bio: 'Builds fast React and Next.js front ends and mentors students in the React JS course.',
    image: usmanAli,
    social: {
      github: 'https://github.com/usmanali',
      linkedin: 'https://www.linkedin.com/in/usmanali',
      twitter: 'https://twitter.com/usmanali',
    },
  },
  {
    name: 'Fatima Noor',
    role: 'UI/UX Designer',
    bio: 'Turns ideas into clear, friendly interfaces, from user research to a complete design system.',
    image: fatimaNoor,
    social: {
      github: 'https://github.com/fatimanoor',
      linkedin: 'https://www.linkedin.com/in/fatimanoor',
      twitter: 'https://twitter.com/fatimanoor',
    },
  },
  {
    name: 'Hassan Tariq',
    role: 'Mobile App Developer',
    bio: 'Ships React Native apps to both app stores and loves a smooth 60 fps animation.',
    image: hassanTariq,
    social: {
      github: 'https://github.com/hassantariq',
      linkedin: 'https://www.linkedin.com/in/hassantariq',
      twitter: 'https://twitter.com/hassantariq',
    },
  },
  {
    name: 'Zainab Iqbal',
    role: 'Shopify Expert',
    bio: 'Builds Shopify themes and apps, and helps local brands start selling online.',
    image: zainabIqbal,
    social: {
      github: 'https://github.com/zainabiqbal',
      linkedin: 'https://www.linkedin.com/in/zainabiqbal',
      twitter: 'https://twitter.com/zainabiqbal',
    },
  },
] as const satisfies readonly TeamMember[];
