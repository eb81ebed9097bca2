import styled from '@emotion/styled';
import { ButtonLink } from '@site/federation';
import { Card, CardBody, CardMeta, CardTitle, Icon, VisuallyHidden } from '@site/ui';
import { formatNumber, useLocale } from '@site/i18n';
import { CourseArt } from '@/components/course-art';
import { ForwardIcon } from '@/components/forward-icon';
import { Words } from '@/lib/latin-dir';
import { useCardsMessages } from '@/messages/en/cards';
import { useCommonMessages } from '@/messages/en/common';
import { useCourseListMessages } from '@/messages/en/course-list';
import { useUnitsMessages } from '@/messages/en/units';
import { MAX_RATING, type CourseCard } from '../data/course-cards';

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
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.fg.default};
  }
  .star {
    color: ${({ theme }) => theme.colors.fg.star};
  }
`;

const Term = VisuallyHidden.withComponent('dt');

/** Words for screen readers only, where the language puts them (nothing when there are none). */
function Hidden({ text }: { text: string }) {
  return text ? <VisuallyHidden>{text}</VisuallyHidden> : null;
}

/** `first`: the first card's image is the page's largest in the first screen (LCP). */
export function CourseListCard({ card, first = false }: { card: CourseCard; first?: boolean }) {
  const t = {
    cards: useCardsMessages(),
    common: useCommonMessages(),
    courseList: useCourseListMessages(),
    units: useUnitsMessages(),
  };
  const locale = useLocale();
  const words = t.cards[card.id];
  return (
    <Root as="article" interactive hoverBorder="keep" flush>
      <CourseArt art={card.art} alt="" priority={first} />
      <CardBody>
        <CardTitle as="h2">
          <Words text={words.title} />
        </CardTitle>
        <CardMeta as="dl" gap={5}>
          {/* A description list holds terms and details only: each icon is inside its detail. */}
          <Stat>
            <Term>{t.common.duration}</Term>
            <dd>
              <Icon name="clock" size="1rem" />
              {t.units.weeks(card.weeks)}
            </dd>
          </Stat>
          <Stat>
            <Term>{t.courseList.students}</Term>
            <dd>
              <Icon name="users" size="1rem" />
              {t.units.students(card.students)}
            </dd>
          </Stat>
          <Stat>
            <Term>{t.courseList.rating}</Term>
            <dd>
              <Icon name="star" size="1rem" className="star" />
              <Hidden text={t.courseList.ratingBefore(MAX_RATING)} />
              {formatNumber(locale, card.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              <Hidden text={t.courseList.ratingAfter(MAX_RATING)} />
            </dd>
          </Stat>
        </CardMeta>
        <Description>{words.description}</Description>
        {/* The course is part of the link's text (read by search engines too), not only its label. */}
        <ButtonLink to={card.link} variant="secondary" fullWidth>
          <Hidden text={t.courseList.learnMoreBefore(words.title)} />
          {t.courseList.learnMore}
          <Hidden text={t.courseList.learnMoreAfter(words.title)} /> <ForwardIcon name="arrow-right" />
        </ButtonLink>
      </CardBody>
    </Root>
  );
}
