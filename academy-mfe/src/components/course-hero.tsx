import styled from '@emotion/styled';
import { Container, Eyebrow, HeaderBand, Icon, type IconName } from '@site/ui';
import type { ReactNode } from 'react';
import { useCommonMessages } from '@/messages/en/common';
import { CourseArt, type CourseArtKey } from './course-art';

const Band = styled(HeaderBand)`
  padding-block: ${({ theme }) => theme.space[12]};
  ${({ theme }) => theme.mq.md} {
    padding-block: ${({ theme }) => theme.space[20]};
  }
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[16]};
  }
`;

const Text = styled.div`
  h1 {
    /* A step below PageHeader's size: course titles are long and share the row with the art. */
    font-size: clamp(2rem, 1.5rem + 2.2vw, 3rem);
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  .description {
    max-width: 40rem;
    margin-top: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.fg.inverseMuted};
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border.inverse};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.bg.inverseSubtle};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    color: ${({ theme }) => theme.colors.fg.accentOnDark};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

/** Below the buttons: a quieter way in (the WhatsApp link), a text link on the dark band. */
const Secondary = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  a {
    color: ${({ theme }) => theme.colors.fg.inverse};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  svg {
    color: ${({ theme }) => theme.colors.fg.accentOnDark};
  }
`;

const Figure = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 1px solid ${({ theme }) => theme.colors.border.inverse};
  box-shadow: 0 24px 60px ${({ theme }) => theme.colors.shadow.inverse};
`;

export interface HeroFact {
  icon: IconName;
  /** Read as one phrase, e.g. "Duration: 6 months". */
  label: string;
  value: string;
}

export interface CourseHeroProps {
  eyebrow: string;
  title: string;
  description: string;
  facts: readonly HeroFact[];
  art: CourseArtKey;
  artAlt: string;
  /** The hero's buttons. */
  children: ReactNode;
  /** A secondary link under the buttons (a WhatsApp contact point). */
  secondary?: ReactNode;
}

/** The dark band at the top of a course page: the page's single h1, key facts, actions, illustration. */
export function CourseHero({
  eyebrow,
  title,
  description,
  facts,
  art,
  artAlt,
  children,
  secondary,
}: CourseHeroProps) {
  const t = {
    common: useCommonMessages(),
  };
  return (
    <Band>
      <Inner>
        <Text>
          <Eyebrow tone="dark">{eyebrow}</Eyebrow>
          <h1>{title}</h1>
          <p className="description">{description}</p>
          <Facts aria-label={t.common.courseFacts}>
            {facts.map((fact) => (
              <li key={fact.label}>
                <Icon name={fact.icon} size="1rem" />
                <span>
                  {fact.label}
                  {t.common.factSeparator}
                  <strong>{fact.value}</strong>
                </span>
              </li>
            ))}
          </Facts>
          <Actions>{children}</Actions>
          {secondary && <Secondary>{secondary}</Secondary>}
        </Text>
        <Figure>
          <CourseArt art={art} alt={artAlt} loading="eager" />
        </Figure>
      </Inner>
    </Band>
  );
}
