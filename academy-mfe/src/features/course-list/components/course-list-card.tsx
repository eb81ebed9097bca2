import styled from '@emotion/styled';
import { ButtonLink, Icon, VisuallyHidden } from '@site/ui';
import { CourseArt } from '@/components/course-art';
import { MAX_RATING, formatStudents, type CourseCard } from '../data/course-cards';

const Root = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => theme.durations.normal} ease,
    transform ${({ theme }) => theme.durations.normal} ease;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transform: translateY(-3px);
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  .description {
    flex: 1;
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.fg.muted};
  div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.fg.default};
  }
  .star {
    color: ${({ theme }) => theme.colors.fg.star};
  }
`;

const Term = VisuallyHidden.withComponent('dt');

/** `first`: the first card's image is the page's largest in the first screen (LCP). */
export function CourseListCard({ card, first = false }: { card: CourseCard; first?: boolean }) {
  return (
    <Root>
      <CourseArt art={card.art} alt="" priority={first} />
      <Body>
        <h2>{card.title}</h2>
        <Stats>
          <div>
            <Icon name="clock" size="1rem" />
            <Term>Duration</Term>
            <dd>{card.weeks} weeks</dd>
          </div>
          <div>
            <Icon name="users" size="1rem" />
            <Term>Students</Term>
            <dd>{formatStudents(card.students)}</dd>
          </div>
          <div>
            <Icon name="star" size="1rem" className="star" />
            <Term>Rating</Term>
            <dd>
              {card.rating.toFixed(1)}
              <VisuallyHidden> out of {MAX_RATING}</VisuallyHidden>
            </dd>
          </div>
        </Stats>
        <p className="description">{card.description}</p>
        <ButtonLink
          to={card.link}
          variant="secondary"
          fullWidth
          aria-label={`Learn More about ${card.title}`}
        >
          Learn More <Icon name="arrow-right" />
        </ButtonLink>
      </Body>
    </Root>
  );
}
