import styled from '@emotion/styled';
import { paths } from '@site/site';
import { ButtonLink } from '@site/federation';
import { Section } from '@site/ui';
import { Link } from '@site/router';
import { DirectionalIcon } from '@/lib/direction';
import { useSiteMapMessages } from '@/messages/en/site-map';
import { siteMapGroups } from '../data/site-map';

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Group = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h3 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.fg.accent};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    /* Spacing between letters breaks the joins of the Urdu script. */
    &:lang(ur) {
      letter-spacing: normal;
    }
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 2.25rem;
    color: ${({ theme }) => theme.colors.fg.default};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.fg.brand};
      text-decoration: underline;
      text-underline-offset: 0.25em;
    }
  }
`;

const Cta = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[10]};
`;

/** The home page's site map (spec: "Explore Our Platform"). */
export function ExplorePlatformSection() {
  const t = useSiteMapMessages();
  return (
    <Section tone="subtle" eyebrow={t.eyebrow} title={t.title} description={t.description}>
      <Groups>
        {siteMapGroups.map((group) => {
          const words = t.groups[group.id];
          const labels: Readonly<Record<string, string>> = words.links;
          return (
            <Group key={group.id}>
              <h3>{words.title}</h3>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{labels[link.id]}</Link>
                  </li>
                ))}
              </ul>
            </Group>
          );
        })}
      </Groups>
      <Cta>
        <ButtonLink to={paths.enrollment} size="lg">
          {t.startLearning} <DirectionalIcon name="arrow-right" />
        </ButtonLink>
      </Cta>
    </Section>
  );
}
