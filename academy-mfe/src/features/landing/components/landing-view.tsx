import styled from '@emotion/styled';
import { paths, siteSettings } from '@site/site';
import { ButtonLink, usePageMeta } from '@site/federation';
import { ButtonAnchor, Icon, Section } from '@site/ui';
import { CourseHero } from '@/components/course-hero';
import { HighlightGrid } from '@/components/highlight-grid';
import { courseStructuredData } from '@/lib/course-structured-data';
import { enrollmentHref, type EnrollmentState } from '@/lib/enrollment-link';
import { formatMonths } from '@/lib/catalogue/courses';
import type { LandingPage } from '../data/landing-pages';
import { SyllabusList } from './syllabus-list';

const SYLLABUS_ID = 'syllabus';

const CallToAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** One course landing page: hero with 'Enroll Now', four highlights, the ten-module syllabus. */
export function LandingView({ page }: { page: LandingPage }) {
  const { course } = page;
  usePageMeta({
    title: page.metaTitle,
    description: page.metaDescription,
    structuredData: [
      courseStructuredData(course, {
        name: page.title,
        description: page.metaDescription,
        path: page.path,
        length: { months: course.durationMonths },
      }),
    ],
  });
  const state: EnrollmentState = { courseName: course.title };
  const phone = siteSettings.phones[0];

  return (
    <>
      <CourseHero
        eyebrow={`${siteSettings.companyName} Academy`}
        title={page.title}
        description={page.intro}
        facts={[
          { icon: 'clock', label: 'Duration', value: formatMonths(course.durationMonths) },
          { icon: 'award', label: 'Level', value: course.level },
          { icon: 'map-pin', label: 'Campus', value: siteSettings.city },
        ]}
        art={course.art}
        artAlt=""
      >
        <ButtonLink to={enrollmentHref(course.id)} state={state} variant="inverse" size="lg">
          Enroll Now <Icon name="arrow-right" />
        </ButtonLink>
        <ButtonLink to={`#${SYLLABUS_ID}`} variant="outlineInverse" size="lg">
          View Syllabus
        </ButtonLink>
      </CourseHero>

      <Section
        eyebrow="Why this course"
        title="Course Highlights"
        description={`Everything you need to learn ${course.title} properly, in ${formatMonths(course.durationMonths)} of classroom training.`}
      >
        <HighlightGrid items={page.highlights} />
      </Section>

      <Section
        id={SYLLABUS_ID}
        eyebrow="What you will learn"
        title="Course Syllabus"
        description={`Ten modules, taught in order over ${formatMonths(course.durationMonths)}, each ending with a practical task.`}
        tone="subtle"
      >
        <SyllabusList items={page.syllabus} />
      </Section>

      <Section
        title="Ready to start?"
        description={`Morning, evening and weekend batches at our ${siteSettings.city} campus. Call us with any question, or compare our other courses.`}
        tone="brand"
      >
        <CallToAction>
          <ButtonLink to={paths.courses} variant="inverse" size="lg">
            Browse All Courses
          </ButtonLink>
          <ButtonAnchor href={`tel:${phone.replace(/\s+/g, '')}`} variant="outlineInverse" size="lg">
            <Icon name="phone" /> Call {phone}
          </ButtonAnchor>
        </CallToAction>
      </Section>
    </>
  );
}
