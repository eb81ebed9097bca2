import styled from '@emotion/styled';
import { formatDate, formatNumber, useLocale } from '@site/i18n';
import { Badge, Card, CardMeta, Icon } from '@site/ui';
import { useId } from 'react';
import { useCoursesMessages } from '@/messages/en/courses';
import { COMPLETE_PERCENT, type ProfileCourse } from '../data/my-courses';

const Item = styled(Card)`
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Enrolled = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Percent = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.fg.default};
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
  const t = useCoursesMessages();
  const locale = useLocale();
  const titleId = `${useId()}-title`;
  const complete = course.progress >= COMPLETE_PERCENT;
  const title = t.titles[course.title];
  const percent = t.complete(formatNumber(locale, course.progress / 100, { style: 'percent' }));
  return (
    <Item as="li" padding={5}>
      <Top>
        <h3 id={titleId}>{title}</h3>
        <Badge tone={complete ? 'success' : 'brand'}>
          {complete && <Icon name="check" size="0.875rem" />}
          {t.status[course.status]}
        </Badge>
      </Top>
      <Track
        role="progressbar"
        aria-label={t.progressLabel(title)}
        aria-valuemin={0}
        aria-valuemax={COMPLETE_PERCENT}
        aria-valuenow={course.progress}
        aria-valuetext={percent}
      >
        <Fill complete={complete} style={{ width: `${course.progress}%` }} />
      </Track>
      <CardMeta spread gap={2}>
        <Percent>{percent}</Percent>
        <Enrolled>
          <Icon name="calendar" size="1rem" />
          {t.enrolledOn(formatDate(locale, course.enrollDate))}
        </Enrolled>
      </CardMeta>
    </Item>
  );
}
