import styled from '@emotion/styled';
import { useLocale } from '@site/i18n';
import { paths, siteSettings } from '@site/site';
import { ButtonLink, usePageMeta, WhatsAppLink } from '@site/federation';
import { ButtonAnchor, Icon, Section } from '@site/ui';
import { CourseHero } from '@/components/course-hero';
import { ForwardIcon } from '@/components/forward-icon';
import { HighlightGrid } from '@/components/highlight-grid';
import { courseStructuredData } from '@/lib/course-structured-data';
import { enrollmentHref, type EnrollmentState } from '@/lib/enrollment-link';
import { highlightsIn } from '@/lib/highlights';
import { useCommonMessages } from '@/messages/en/common';
import { useCompanyMessages } from '@/messages/en/company';
import { useCoursesMessages } from '@/messages/en/courses';
import { useLandingMessages } from '@/messages/en/landing';
import { useLandingsMessages } from '@/messages/en/landings';
import { useLevelsMessages } from '@/messages/en/levels';
import { useUnitsMessages } from '@/messages/en/units';
import { useWhatsAppMessages } from '@/messages/en/whats-app';
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
  const t = {
    common: useCommonMessages(),
    company: useCompanyMessages(),
    courses: useCoursesMessages(),
    landing: useLandingMessages(),
    landings: useLandingsMessages(),
    levels: useLevelsMessages(),
    units: useUnitsMessages(),
    whatsApp: useWhatsAppMessages(),
  };
  const locale = useLocale();
  const { course } = page;
  const words = t.landings[page.courseId];
  const courseTitle = t.courses[page.courseId].title;
  const duration = t.units.months(course.durationMonths);
  usePageMeta({
    title: words.title,
    description: words.metaDescription,
    structuredData: [
      courseStructuredData({
        name: words.title,
        description: words.metaDescription,
        path: page.path,
        length: { months: course.durationMonths },
        level: t.levels[course.level],
        city: t.company.city,
        locale,
      }),
    ],
  });
  // The course's English title: the enrollment page finds the course by it, in any language.
  const state: EnrollmentState = { courseName: course.title };
  const phone = siteSettings.phones[0];

  return (
    <>
      <CourseHero
        eyebrow={t.landing.eyebrow(siteSettings.companyName)}
        title={words.title}
        description={words.intro}
        facts={[
          { icon: 'clock', label: t.common.duration, value: duration },
          { icon: 'award', label: t.common.level, value: t.levels[course.level] },
          { icon: 'map-pin', label: t.landing.campus, value: t.company.city },
        ]}
        art={course.art}
        artAlt=""
        secondary={<WhatsAppLink message={t.whatsApp.message(courseTitle)}>{t.whatsApp.label}</WhatsAppLink>}
      >
        <ButtonLink to={enrollmentHref(course.id)} state={state} variant="inverse" size="lg">
          {t.common.enrollNow} <ForwardIcon name="arrow-right" />
        </ButtonLink>
        <ButtonLink to={`#${SYLLABUS_ID}`} variant="outlineInverse" size="lg">
          {t.landing.viewSyllabus}
        </ButtonLink>
      </CourseHero>

      <Section
        eyebrow={t.common.whyThisCourse}
        title={t.common.courseHighlights}
        description={t.landing.highlightsDescription(courseTitle, duration)}
      >
        <HighlightGrid items={highlightsIn(page.highlights, words.highlights)} />
      </Section>

      <Section
        id={SYLLABUS_ID}
        eyebrow={t.landing.syllabusEyebrow}
        title={t.landing.syllabusTitle}
        description={t.landing.syllabusDescription(duration)}
        tone="subtle"
      >
        <SyllabusList items={words.syllabus} />
      </Section>

      <Section
        title={t.landing.readyTitle}
        description={t.landing.readyDescription(t.company.city)}
        tone="brand"
      >
        <CallToAction>
          <ButtonLink to={paths.courses} variant="inverse" size="lg">
            {t.landing.browseAll}
          </ButtonLink>
          <ButtonAnchor href={`tel:${phone.replace(/\s+/g, '')}`} variant="outlineInverse" size="lg">
            <Icon name="phone" /> {t.landing.call} <bdi dir="ltr">{phone}</bdi>
          </ButtonAnchor>
        </CallToAction>
      </Section>
    </>
  );
}
