import styled from '@emotion/styled';
import { Badge, Card, CardBody, CardMeta, CardTitle, Icon, UnstyledButton } from '@site/ui';
import { useRef, type MouseEvent } from 'react';
import { CourseArt } from '@/components/course-art';
import { ForwardIcon } from '@/components/forward-icon';
import type { CatalogueCourse } from '@/lib/catalogue/courses';
import { Words } from '@/lib/latin-dir';
import { useCatalogueMessages } from '@/messages/en/catalogue';
import { useCoursesMessages } from '@/messages/en/courses';
import { useLevelsMessages } from '@/messages/en/levels';
import { useUnitsMessages } from '@/messages/en/units';

const Root = styled(Card)`
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Body = styled(CardBody)`
  padding-top: ${({ theme }) => theme.space[5]};
`;

const Title = styled(CardTitle)`
  /* The card shows the focus ring (focus-within); the title button needs no second one. */
  button:focus-visible {
    outline: none;
  }
`;

const Duration = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Description = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.fg.muted};
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.fg.brand};
`;

export interface CourseCardProps {
  course: CatalogueCourse;
  onOpen: (course: CatalogueCourse) => void;
}

/**
 * A course in the home grid. The title is the button (keyboard, screen readers); a click
 * anywhere else on the card presses it too, so focus lands on it and returns there when the
 * modal closes.
 */
export function CourseCard({ course, onOpen }: CourseCardProps) {
  const t = {
    catalogue: useCatalogueMessages(),
    courses: useCoursesMessages(),
    levels: useLevelsMessages(),
    units: useUnitsMessages(),
  };
  const words = t.courses[course.id];
  const buttonRef = useRef<HTMLButtonElement>(null);
  const handleCardClick = (event: MouseEvent<HTMLElement>) => {
    if (buttonRef.current?.contains(event.target as Node)) return;
    buttonRef.current?.focus();
    onOpen(course);
  };
  return (
    // Mouse convenience only: the title button is the keyboard and assistive-technology control.
    // data-replay: a tap on the card before its code is here is held and replayed (hydration.ts).
    <Root as="article" interactive hoverBorder="brand" flush onClick={handleCardClick} data-replay="">
      <CourseArt art={course.art} alt="" />
      <Body>
        <CardMeta>
          <Badge tone="accent">{t.levels[course.level]}</Badge>
          <Duration>
            <Icon name="clock" size="1rem" />
            {t.units.months(course.durationMonths)}
          </Duration>
        </CardMeta>
        <Title>
          <UnstyledButton ref={buttonRef} type="button" aria-haspopup="dialog" onClick={() => onOpen(course)}>
            <Words text={words.title} />
          </UnstyledButton>
        </Title>
        <Description>{words.description}</Description>
        <More aria-hidden="true">
          {t.catalogue.viewDetails} <ForwardIcon name="arrow-right" size="1rem" />
        </More>
      </Body>
    </Root>
  );
}
