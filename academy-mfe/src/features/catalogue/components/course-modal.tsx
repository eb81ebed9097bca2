import styled from '@emotion/styled';
import { landingPaths, paths } from '@site/site';
import { Badge, Button, CheckList, Dialog, Icon } from '@site/ui';
import { Link } from '@site/router';
import { ForwardIcon } from '@/components/forward-icon';
import type { CatalogueCourse } from '@/lib/catalogue/courses';
import { useLatinDir } from '@/lib/latin-dir';
import { useCatalogueMessages } from '@/messages/en/catalogue';
import { useCommonMessages } from '@/messages/en/common';
import { useCoursesMessages } from '@/messages/en/courses';
import { useLevelsMessages } from '@/messages/en/levels';
import { useUnitsMessages } from '@/messages/en/units';

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

const Heading = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Topics = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  li {
    display: flex;
  }
`;

const Benefits = styled(CheckList)`
  svg {
    margin-top: 0.15rem;
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
  /** The course shown; null when the modal is closed. */
  course: CatalogueCourse | null;
  onClose: () => void;
  onEnroll: (course: CatalogueCourse) => void;
}

export function CourseModal({ course, onClose, onEnroll }: CourseModalProps) {
  const t = {
    catalogue: useCatalogueMessages(),
    common: useCommonMessages(),
    courses: useCoursesMessages(),
    levels: useLevelsMessages(),
    units: useUnitsMessages(),
  };
  const words = course && t.courses[course.id];
  const dirOf = useLatinDir();
  return (
    <Dialog
      open={course !== null}
      onClose={onClose}
      title={words?.title ?? ''}
      description={words?.description}
      size="lg"
      footer={
        course && (
          <Button type="button" size="lg" onClick={() => onEnroll(course)}>
            {t.common.enrollNow} <ForwardIcon name="arrow-right" />
          </Button>
        )
      }
    >
      {course && words && (
        <>
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
          <Heading>{t.catalogue.topicsCovered}</Heading>
          <Topics>
            {words.topics.map((topic) => (
              <li key={topic}>
                <Badge tone="brand" dir={dirOf(topic)}>
                  {topic}
                </Badge>
              </li>
            ))}
          </Topics>
          <Heading>{t.catalogue.whatYouGet}</Heading>
          <Benefits items={t.catalogue.benefits} markSize="1.125rem" />
          {'landing' in course ? (
            <MoreLink to={landingPaths[course.landing]}>
              {t.catalogue.fullSyllabus} <ForwardIcon name="arrow-right" size="1rem" />
            </MoreLink>
          ) : (
            <MoreLink to={paths.courses}>
              {t.catalogue.compareAll} <ForwardIcon name="arrow-right" size="1rem" />
            </MoreLink>
          )}
        </>
      )}
    </Dialog>
  );
}
