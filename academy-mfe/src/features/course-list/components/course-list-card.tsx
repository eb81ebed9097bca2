import styled from '@emotion/styled';
import { ButtonLink } from '@site/federation';
import { Card, CardBody, CardMeta, CardTitle, Icon, VisuallyHidden } from '@site/ui';
import { CourseArt } from '@/components/course-art';
import { MAX_RATING, formatStudents, type CourseCard } from '../data/course-cards';

const Root = styled(Card)`
  height: 100%;
`;

const Description = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.fg.muted};
`;

const Stat = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  dd {
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
    <Root as="article" interactive hoverBorder="keep" flush>
      <CourseArt art={card.art} alt="" priority={first} />
      <CardBody>
        <CardTitle as="h2">{card.title}</CardTitle>
        <CardMeta as="dl" gap={5}>
          <Stat>
            <Icon name="clock" size="1rem" />
            <Term>Duration</Term>
            <dd>{card.weeks} weeks</dd>
          </Stat>
          <Stat>
            <Icon name="users" size="1rem" />
            <Term>Students</Term>
            <dd>{formatStudents(card.students)}</dd>
          </Stat>
          <Stat>
            <Icon name="star" size="1rem" className="star" />
            <Term>Rating</Term>
            <dd>
              {card.rating.toFixed(1)}
              <VisuallyHidden> out of {MAX_RATING}</VisuallyHidden>
            </dd>
          </Stat>
        </CardMeta>
        <Description>{card.description}</Description>
        {/* The course is part of the link's text (read by search engines too), not only its label. */}
        <ButtonLink to={card.link} variant="secondary" fullWidth>
          Learn More<VisuallyHidden> about {card.title}</VisuallyHidden> <Icon name="arrow-right" />
        </ButtonLink>
      </CardBody>
    </Root>
  );
}
