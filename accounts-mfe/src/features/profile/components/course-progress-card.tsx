import styled from '@emotion/styled';
import { formatDate, formatNumber, useLocale } from '@site/i18n';
import { Badge, Card, CardMeta, Icon } from '@site/ui';
import { useId } from 'react';
import { useCoursesMessages } from '@/messages/en/courses';
import { COMPLETE_PERCENT } from '../data/my-courses';

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

/** A course as "My Courses" shows it: the sample's, or a signed-in person's as staff keep it. */
export interface CourseView {
  /** Unique in the list. */
  key: string;
  /** Its name in the page's language (a course's own name stays as it is). */
  title: string;
  /** The language of `title` when it is not the page's (an English course name on an Urdu page). */
  lang?: string;
  progress: number;
  complete: boolean;
  /** The status's words (In Progress, Completed). */
  status: string;
  /** ISO calendar dates (YYYY-MM-DD). */
  enrollDate: string;
  /** The first day of the batch, for a real course. */
  batchStart?: string;
}

/** One course of "My Courses": status, an accessible progress bar, the enroll date (and batch). */
export function CourseProgressCard({ course }: { course: CourseView }) {
  const t = useCoursesMessages();
  const locale = useLocale();
  const titleId = `${useId()}-title`;
  const { complete, title } = course;
  const percent = t.complete(formatNumber(locale, course.progress / 100, { style: 'percent' }));
  return (
    <Item as="li" padding={5}>
      <Top>
        <h3 id={titleId} lang={course.lang}>
          {title}
        </h3>
        <Badge tone={complete ? 'success' : 'brand'}>
          {complete && <Icon name="check" size="0.875rem" />}
          {course.status}
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
        {course.batchStart && <span>{t.batch(formatDate(locale, course.batchStart))}</span>}
      </CardMeta>
    </Item>
  );
}
