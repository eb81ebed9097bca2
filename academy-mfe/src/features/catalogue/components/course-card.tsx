import styled from '@emotion/styled';
import { Badge, Icon } from '@site/ui';
import { useRef, type MouseEvent } from 'react';
import { CourseArt } from '@/components/course-art';
import { formatMonths, type Course } from '@/lib/catalogue/courses';

const Root = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  transition:
    box-shadow ${({ theme }) => theme.durations.normal} ease,
    transform ${({ theme }) => theme.durations.normal} ease,
    border-color ${({ theme }) => theme.durations.normal} ease;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.lg};
    border-color: ${({ theme }) => theme.colors.border.brand};
    transform: translateY(-3px);
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
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
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.fg.muted};
  .duration {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  button {
    padding: 0;
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  /* The card shows the focus ring (focus-within); the title button needs no second one. */
  button:focus-visible {
    outline: none;
  }
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
  course: Course;
  onOpen: (course: Course) => void;
}

/**
 * A course in the home grid. The title is the button (keyboard, screen readers); a click
 * anywhere else on the card presses it too, so focus lands on it and returns there when the
 * modal closes.
 */
export function CourseCard({ course, onOpen }: CourseCardProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const handleCardClick = (event: MouseEvent<HTMLElement>) => {
    if (buttonRef.current?.contains(event.target as Node)) return;
    buttonRef.current?.focus();
    onOpen(course);
  };
  return (
    // Mouse convenience only: the title button is the keyboard and assistive-technology control.
    <Root onClick={handleCardClick}>
      <CourseArt art={course.art} alt="" />
      <Body>
        <Meta>
          <Badge tone="accent">{course.level}</Badge>
          <span className="duration">
            <Icon name="clock" size="1rem" />
            {formatMonths(course.durationMonths)}
          </span>
        </Meta>
        <Title>
          <button ref={buttonRef} type="button" aria-haspopup="dialog" onClick={() => onOpen(course)}>
            {course.title}
          </button>
        </Title>
        <Description>{course.description}</Description>
        <More aria-hidden="true">
          View details <Icon name="arrow-right" size="1rem" />
        </More>
      </Body>
    </Root>
  );
}
