import styled from '@emotion/styled';
import { paths } from '@site/site';
import { Section } from '@site/ui';
import { useState } from 'react';
import { useNavigate } from '@site/router';
import type { EnrollmentState } from '@/lib/enrollment-link';
import { courses, type CatalogueCourse, type CourseId } from '@/lib/catalogue/courses';
import { useCatalogueMessages } from '@/messages/en/catalogue';
import { CourseCard } from './course-card';
import { CourseModal } from './course-modal';

const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
  }
  li > * {
    flex: 1;
  }
`;

/**
 * The home page's course grid and course modal. Rendered without an id: the host page wraps
 * it in the #courses anchor.
 */
export function CatalogueSection() {
  const [selected, setSelected] = useState<CourseId | null>(null);
  const navigate = useNavigate();
  const t = {
    catalogue: useCatalogueMessages(),
  };

  const enroll = (course: CatalogueCourse) => {
    setSelected(null);
    // The course's English title: the enrollment page finds the course by it, in any language.
    const state: EnrollmentState = { courseName: course.title };
    navigate(paths.enrollment, { state });
  };

  return (
    <Section
      eyebrow={t.catalogue.eyebrow}
      title={t.catalogue.title}
      description={t.catalogue.description}
      tone="subtle"
    >
      <CardGrid>
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} onOpen={() => setSelected(course.id)} />
          </li>
        ))}
      </CardGrid>
      {courses.map((course) => (
        <CourseModal
          key={course.id}
          course={course}
          open={selected === course.id}
          onOpen={() => setSelected(course.id)}
          onClose={() => setSelected(null)}
          onEnroll={enroll}
        />
      ))}
    </Section>
  );
}
