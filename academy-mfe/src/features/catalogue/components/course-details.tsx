// The body of a course's modal: a chunk of its own (./course-modal.tsx loads it when a visitor
// opens a course or shows the intent to), so the page carries only each modal's light frame.
import styled from '@emotion/styled';
import { Badge, CheckList } from '@site/ui';
import type { CatalogueCourse } from '@/lib/catalogue/courses';
import { useLatinDir } from '@/lib/latin-dir';
import { useCatalogueMessages } from '@/messages/en/catalogue';
import { useCoursesMessages } from '@/messages/en/courses';

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

export interface CourseDetailsProps {
  course: CatalogueCourse;
}

/** A course's topics and the benefit bullets every course has. */
export function CourseDetails({ course }: CourseDetailsProps) {
  const t = {
    catalogue: useCatalogueMessages(),
    courses: useCoursesMessages(),
  };
  const dirOf = useLatinDir();
  return (
    <>
      <Heading>{t.catalogue.topicsCovered}</Heading>
      <Topics>
        {t.courses[course.id].topics.map((topic) => (
          <li key={topic}>
            <Badge tone="brand" dir={dirOf(topic)}>
              {topic}
            </Badge>
          </li>
        ))}
      </Topics>
      <Heading>{t.catalogue.whatYouGet}</Heading>
      <Benefits items={t.catalogue.benefits} markSize="1.125rem" />
    </>
  );
}
