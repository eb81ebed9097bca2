import styled from '@emotion/styled';
import { Badge, Icon } from '@site/ui';
import { useId } from 'react';
import { COMPLETE_PERCENT, type ProfileCourse } from '../data/my-courses';
import { formatIsoDate } from '../data/format-date';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
  .enrolled {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
  .percent {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.fg.default};
  }
`;

const Track = styled.div`
  height: 0.625rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.bg.muted};
  overflow: hidden;
`;

const Fill = styled.div<{ complete: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, complete }) => (complete ? theme.colors.action.accent : theme.colors.action.primary)};
`;

/** One course of "My Courses": status, an accessible progress bar and the enroll date. */
export function CourseProgressCard({ course }: { course: ProfileCourse }) {
  const titleId = `${useId()}-title`;
  const complete = course.progress >= COMPLETE_PERCENT;
  return (
    <Item>
      <div className="top">
        <h3 id={titleId}>{course.title}</h3>
        <Badge tone={complete ? 'success' : 'brand'}>
          {complete && <Icon name="check" size="0.875rem" />}
          {course.status}
        </Badge>
      </div>
      <Track
        role="progressbar"
        aria-label={`${course.title} progress`}
        aria-valuemin={0}
        aria-valuemax={COMPLETE_PERCENT}
        aria-valuenow={course.progress}
        aria-valuetext={`${course.progress}% complete`}
      >
        <Fill complete={complete} style={{ width: `${course.progress}%` }} />
      </Track>
      <div className="meta">
        <span className="percent">{course.progress}% complete</span>
        <span className="enrolled">
          <Icon name="calendar" size="1rem" />
          Enrolled {formatIsoDate(course.enrollDate)}
        </span>
      </div>
    </Item>
  );
}
