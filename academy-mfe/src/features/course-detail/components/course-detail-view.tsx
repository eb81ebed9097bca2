import { localePath, useLocale } from '@site/i18n';
import { paths } from '@site/site';
import { ButtonLink, usePageMeta, WhatsAppLink } from '@site/federation';
import { Button, Icon, Section, VisuallyHidden } from '@site/ui';
import { useState } from 'react';
import { CourseHero } from '@/components/course-hero';
import { ForwardIcon } from '@/components/forward-icon';
import { HighlightGrid } from '@/components/highlight-grid';
import { courseStructuredData } from '@/lib/course-structured-data';
import { enrollmentHref, type EnrollmentState } from '@/lib/enrollment-link';
import { highlightsIn } from '@/lib/highlights';
import { useCardsMessages } from '@/messages/en/cards';
import { useCommonMessages } from '@/messages/en/common';
import { useCompanyMessages } from '@/messages/en/company';
import { useCoursesMessages } from '@/messages/en/courses';
import { useDetailMessages } from '@/messages/en/detail';
import { useDetailsMessages } from '@/messages/en/details';
import { useLevelsMessages } from '@/messages/en/levels';
import { useSyllabusFileMessages } from '@/messages/en/syllabus-file';
import { useUnitsMessages } from '@/messages/en/units';
import { useWhatsAppMessages } from '@/messages/en/whats-app';
import { curriculumWeeks, type CourseDetail } from '../data/course-details';
import { downloadTextFile, syllabusFileName, syllabusText } from '../lib/syllabus-file';
import { CurriculumList } from './curriculum-list';
import { LearnList } from './learn-list';

/** A course detail page: highlights, what you learn, the curriculum, 'Enroll Now' and 'Download Syllabus'. */
export function CourseDetailView({ detail }: { detail: CourseDetail }) {
  const t = {
    cards: useCardsMessages(),
    common: useCommonMessages(),
    company: useCompanyMessages(),
    courses: useCoursesMessages(),
    detail: useDetailMessages(),
    details: useDetailsMessages(),
    levels: useLevelsMessages(),
    syllabusFile: useSyllabusFileMessages(),
    units: useUnitsMessages(),
    whatsApp: useWhatsAppMessages(),
  };
  const locale = useLocale();
  const { course, weeks } = detail;
  const words = t.details[detail.courseId];
  const title = t.cards[detail.courseId].title;
  const path = paths.courseDetail(detail.slug);
  usePageMeta({
    title,
    description: words.metaDescription,
    canonicalPath: path,
    structuredData: [
      courseStructuredData({
        name: title,
        description: words.metaDescription,
        path,
        length: { weeks: detail.weeks },
        level: t.levels[course.level],
        city: t.company.city,
        locale,
      }),
    ],
    breadcrumbs: [
      { name: t.common.home, path: paths.home },
      { name: t.common.courses, path: paths.courses },
      { name: title, path },
    ],
  });
  const [downloaded, setDownloaded] = useState('');
  const enrollPath = enrollmentHref(course.id);
  // The course's English title: the enrollment page finds the course by it, in any language.
  const state: EnrollmentState = { courseName: course.title };

  const downloadSyllabus = () => {
    const fileName = syllabusFileName(detail);
    downloadTextFile(
      fileName,
      syllabusText(detail, {
        // The enrollment form in the page's language (/enrollment has an Urdu version).
        enrollUrl: `${window.location.origin}${localePath(enrollPath, locale)}`,
        t,
      }),
    );
    setDownloaded(t.detail.downloaded(fileName));
  };

  return (
    <>
      <CourseHero
        eyebrow={t.detail.eyebrow}
        title={title}
        description={words.summary}
        facts={[
          { icon: 'clock', label: t.common.duration, value: t.units.weeks(weeks) },
          { icon: 'award', label: t.common.level, value: t.levels[course.level] },
          { icon: 'map-pin', label: t.detail.format, value: t.detail.classroom(t.company.city) },
        ]}
        art={course.art}
        artAlt=""
        secondary={
          <WhatsAppLink message={t.whatsApp.message(t.courses[detail.courseId].title)}>
            {t.whatsApp.label}
          </WhatsAppLink>
        }
      >
        <ButtonLink to={enrollPath} state={state} variant="inverse" size="lg">
          {t.common.enrollNow} <ForwardIcon name="arrow-right" />
        </ButtonLink>
        <Button type="button" variant="outlineInverse" size="lg" onClick={downloadSyllabus}>
          <Icon name="download" /> {t.detail.downloadSyllabus}
        </Button>
        <VisuallyHidden role="status">{downloaded}</VisuallyHidden>
      </CourseHero>

      <Section eyebrow={t.common.whyThisCourse} title={t.common.courseHighlights}>
        <HighlightGrid items={highlightsIn(detail.highlights, words.highlights)} />
      </Section>

      <Section eyebrow={t.detail.outcomes} title={t.detail.whatYoullLearn} tone="subtle">
        <LearnList items={words.whatYouLearn} />
      </Section>

      <Section
        eyebrow={t.units.weeks(weeks)}
        title={t.detail.curriculumTitle}
        description={t.detail.curriculumDescription}
      >
        <CurriculumList
          weeks={curriculumWeeks(detail).map((week) => ({ week, ...words.curriculum[String(week)]! }))}
        />
      </Section>
    </>
  );
}
