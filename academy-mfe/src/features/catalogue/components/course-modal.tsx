import styled from '@emotion/styled';
import { onDemand } from '@site/federation';
import { landingPaths, paths } from '@site/site';
import { Button, Dialog, Icon } from '@site/ui';
import { Link } from '@site/router';
import { ForwardIcon } from '@/components/forward-icon';
import type { CatalogueCourse, CourseId } from '@/lib/catalogue/courses';
import { Words } from '@/lib/latin-dir';
import { APP } from '@/messages';
import { useCatalogueMessages } from '@/messages/en/catalogue';
import { useCommonMessages } from '@/messages/en/common';
import { useCoursesMessages } from '@/messages/en/courses';
import { useLevelsMessages } from '@/messages/en/levels';
import { useUnitsMessages } from '@/messages/en/units';

/** The modal's body (topics, benefits): fetched when a visitor shows the intent to open a course. */
export const courseDetails = onDemand(APP, () =>
  import(/* webpackChunkName: "course-details" */ './course-details').then((m) => m.CourseDetails),
);

/** The id of a course's dialog, which its card's button names (`commandfor`). */
export const courseDialogId = (id: CourseId) => `course-${id}`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  div {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg.subtle};
    border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.fg.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 0.2em;
`;

export interface CourseModalProps {
  course: CatalogueCourse;
  /** Whether the owner shows it; the owner follows the browser through `onOpen`. */
  open: boolean;
  /** The browser opened it (its card's button, maybe before the page's script). */
  onOpen: () => void;
  onClose: () => void;
  onEnroll: (course: CatalogueCourse) => void;
}

/**
 * A course's modal, in the page from the start (closed) so that its card's button opens it
 * natively at the first tap. The page holds only its light frame: title, description, duration,
 * level, the course page link and 'Enroll Now'. Its topics and benefits (`courseDetails`) come
 * when it opens, usually already fetched on the intent.
 */
export function CourseModal({ course, open, onOpen, onClose, onEnroll }: CourseModalProps) {
  const t = {
    catalogue: useCatalogueMessages(),
    common: useCommonMessages(),
    courses: useCoursesMessages(),
    levels: useLevelsMessages(),
    units: useUnitsMessages(),
  };
  const words = t.courses[course.id];
  return (
    <Dialog
      id={courseDialogId(course.id)}
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      title={<Words text={words.title} />}
      description={words.description}
      size="lg"
      footer={
        <Button type="button" size="lg" onClick={() => onEnroll(course)}>
          {t.common.enrollNow} <ForwardIcon name="arrow-right" />
        </Button>
      }
    >
      <Facts>
        <div>
          <dt>
            <Icon name="clock" size="1rem" /> {t.common.duration}
          </dt>
          <dd>{t.units.months(course.durationMonths)}</dd>
        </div>
        <div>
          <dt>
            <Icon name="award" size="1rem" /> {t.common.level}
          </dt>
          <dd>{t.levels[course.level]}</dd>
        </div>
      </Facts>
      {open && <courseDetails.Part label={t.catalogue.details(words.title)} course={course} />}
      {'landing' in course ? (
        <MoreLink to={landingPaths[course.landing]}>
          {t.catalogue.fullSyllabus} <ForwardIcon name="arrow-right" size="1rem" />
        </MoreLink>
      ) : (
        <MoreLink to={paths.courses}>
          {t.catalogue.compareAll} <ForwardIcon name="arrow-right" size="1rem" />
        </MoreLink>
      )}
    </Dialog>
  );
}
