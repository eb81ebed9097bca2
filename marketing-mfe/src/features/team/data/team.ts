import ahmedRaza from '@/assets/team/ahmed-raza.svg';
import ayeshaKhan from '@/assets/team/ayesha-khan.svg';
import fatimaNoor from '@/assets/team/fatima-noor.svg';
import hassanTariq from '@/assets/team/hassan-tariq.svg';
import usmanAli from '@/assets/team/usman-ali.svg';
import zainabIqbal from '@/assets/team/zainab-iqbal.svg';

/** A member's facts; the name, role and bio are the catalogue's `team.members[id]`. */
interface TeamMemberFacts<Id extends string = string> {
  id: Id;
  image: string;
  social: { github: string; linkedin: string; twitter: string };
}

/** The 6 team members. */
export const team = [
  {
    id: 'ahmed-raza',
    image: ahmedRaza,
    social: {
      github: 'https://github.com/ahmedraza',
      linkedin: 'https://www.linkedin.com/in/ahmedraza',
      twitter: 'https://twitter.com/ahmedraza',
    },
  },
  {
    id: 'ayesha-khan',
    image: ayeshaKhan,
    social: {
      github: 'https://github.com/ayeshakhan',
      linkedin: 'https://www.linkedin.com/in/ayeshakhan',
      twitter: 'https://twitter.com/ayeshakhan',
    },
  },
  {
    id: 'usman-ali',
    image: usmanAli,
    social: {
      github: 'https://github.com/usmanali',
      linkedin: 'https://www.linkedin.com/in/usmanali',
      twitter: 'https://twitter.com/usmanali',
    },
  },
  {
    id: 'fatima-noor',
    image: fatimaNoor,
    social: {
      github: 'https://github.com/fatimanoor',
      linkedin: 'https://www.linkedin.com/in/fatimanoor',
      twitter: 'https://twitter.com/fatimanoor',
    },
  },
  {
    id: 'hassan-tariq',
    image: hassanTariq,
    social: {
      github: 'https://github.com/hassantariq',
      linkedin: 'https://www.linkedin.com/in/hassantariq',
      twitter: 'https://twitter.com/hassantariq',
    },
  },
  {
    id: 'zainab-iqbal',
    image: zainabIqbal,
    social: {
      github: 'https://github.com/zainabiqbal',
      linkedin: 'https://www.linkedin.com/in/zainabiqbal',
      twitter: 'https://twitter.com/zainabiqbal',
    },
  },
] as const satisfies readonly TeamMemberFacts[];

export type MemberId = (typeof team)[number]['id'];
export type TeamMember = TeamMemberFacts<MemberId>;
