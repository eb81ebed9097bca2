import styled from '@emotion/styled';
import { paths } from '@site/site';
import { ButtonLink } from '@site/federation';
import { formatNumber, useLocale } from '@site/i18n';
import { useId } from 'react';
import { useCoursesMessages } from '@/messages/en/courses';
import { COMPLETE_PERCENT, myCourses } from '../data/my-courses';
import { CourseProgressCard, type CourseView } from './course-progress-card';

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  header p {
    margin-block-start: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  div {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
  dd {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    color: ${({ theme }) => theme.colors.fg.brand};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px dashed ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.fg.muted};
  text-align: center;
`;

/** "My Courses" as the spec draws it, for the sample student (a visitor who is not signed in). */
export function MyCourses() {
  const t = useCoursesMessages();
  const courses = myCourses.map((course): CourseView => ({
    key: course.title,
    title: t.titles[course.title],
    progress: course.progress,
    complete: course.progress >= COMPLETE_PERCENT,
    status: t.status[course.status],
    enrollDate: course.enrollDate,
  }));
  return <CourseList courses={courses} />;
}

/**
 * "My Courses": a summary (enrolled, completed, average progress) and each course with its
 * progress; `empty` says what shows here when there is none yet.
 */
export function CourseList({ courses, empty }: { courses: readonly CourseView[]; empty?: string }) {
  const t = useCoursesMessages();
  const locale = useLocale();
  const headingId = `${useId()}-heading`;
  const completed = courses.filter((course) => course.complete).length;
  const average = courses.length
    ? Math.round(courses.reduce((sum, course) => sum + course.progress, 0) / courses.length)
    : 0;
  return (
    <Root aria-labelledby={headingId}>
      <header>
        <div>
          <h2 id={headingId}>{t.title}</h2>
          <p>{t.intro}</p>
        </div>
        <ButtonLink to={paths.courses} variant="secondary" size="sm">
          {t.browse}
        </ButtonLink>
      </header>
      {courses.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <>
          <Stats>
            <div>
              <dt>{t.enrolled}</dt>
              <dd>{formatNumber(locale, courses.length)}</dd>
            </div>
            <div>
              <dt>{t.completed}</dt>
              <dd>{formatNumber(locale, completed)}</dd>
            </div>
            <div>
              <dt>{t.average}</dt>
              <dd>{formatNumber(locale, average / 100, { style: 'percent' })}</dd>
            </div>
          </Stats>
          <List>
            {courses.map((course) => (
              <CourseProgressCard key={course.key} course={course} />
            ))}
          </List>
        </>
      )}
    </Root>
  );
}
