import styled from '@emotion/styled';
import { sectionIds } from '@site/site';
import { Icon, Section, type IconName } from '@site/ui';
import { useTeamMessages } from '@/messages/en/team';
import { team, type TeamMember } from '../data/team';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Member = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  text-align: center;
  img {
    width: 8rem;
    height: 8rem;
    border-radius: ${({ theme }) => theme.radii.full};
    box-shadow: 0 0 0 4px ${({ theme }) => theme.colors.bg.brandSubtle};
  }
  h3 {
    margin-top: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .role {
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.fg.accent};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .bio {
    margin-top: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding: ${({ theme }) => theme.space[5]} 0 0;
  list-style: none;
  a {
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.bg.muted};
    color: ${({ theme }) => theme.colors.fg.default};
    transition:
      background-color ${({ theme }) => theme.durations.fast} ease,
      color ${({ theme }) => theme.durations.fast} ease;
    &:hover {
      background: ${({ theme }) => theme.colors.action.primary};
      color: ${({ theme }) => theme.colors.fg.onBrand};
    }
  }
`;

const networks = [
  { key: 'github', label: 'GitHub', icon: 'github' },
  { key: 'linkedin', label: 'LinkedIn', icon: 'linkedin' },
  { key: 'twitter', label: 'Twitter', icon: 'twitter' },
] as const satisfies readonly { key: keyof TeamMember['social']; label: string; icon: IconName }[];

function MemberCard({ member }: { member: TeamMember }) {
  const t = useTeamMessages();
  const { name, role, bio } = t.members[member.id];
  return (
    <Member>
      <img src={member.image} alt={t.portrait(name)} width={128} height={128} loading="lazy" />
      <h3>{name}</h3>
      <p className="role">{role}</p>
      <p className="bio">{bio}</p>
      <Social aria-label={t.socialLabel(name)}>
        {networks.map((network) => (
          <li key={network.key}>
            <a
              href={member.social[network.key]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.socialLink(name, network.label)}
            >
              <Icon name={network.icon} />
            </a>
          </li>
        ))}
      </Social>
    </Member>
  );
}

export function TeamSection() {
  const t = useTeamMessages();
  return (
    <Section id={sectionIds.team} eyebrow={t.eyebrow} title={t.title} description={t.description}>
      <List>
        {team.map((member) => (
          <li key={member.id}>
            <MemberCard member={member} />
          </li>
        ))}
      </List>
    </Section>
  );
}
