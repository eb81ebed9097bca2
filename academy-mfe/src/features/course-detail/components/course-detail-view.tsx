import { paths } from '@site/site';
import { ButtonLink, usePageMeta } from '@site/federation';
import { Button, Icon, Section, VisuallyHidden } from '@site/ui';
import { useState } from 'react';
import { CourseHero } from '@/components/course-hero';
import { HighlightGrid } from '@/components/highlight-grid';
import { courseStructuredData } from '@/lib/course-structured-data';
import { enrollmentHref, type EnrollmentState } from '@/lib/enrollment-link';
import type { CourseDetail } from '../data/course-details';
import { downloadTextFile, syllabusFileName, syllabusText } from '../lib/syllabus-file';
import { CurriculumList } from './curriculum-list';
import { LearnList } from './learn-list';

/** A course detail page: highlights, what you learn, the curriculum, 'Enroll Now' and 'Download Syllabus'. */
export function CourseDetailView({ detail }: { detail: CourseDetail }) {
  const { course, weeks } = detail;
  const path = paths.courseDetail(detail.slug);
  usePageMeta({
    title: detail.title,
    description: detail.metaDescription,
    canonicalPath: path,
    structuredData: [
      courseStructuredData(course, {
        name: detail.title,
        description: detail.metaDescription,
        path,
        length: { weeks: detail.weeks },
      }),
    ],
    breadcrumbs: [
      { name: 'Home', path: paths.home },
      { name: 'Courses', path: paths.courses },
      { name: detail.title, path },
    ],
  });
  const [downloaded, setDownloaded] = useState('');
  const enrollPath = enrollmentHref(course.id);
  const state: EnrollmentState = { courseName: course.title };

  const downloadSyllabus = () => {
    const fileName = syllabusFileName(detail);
    downloadTextFile(fileName, syllabusText(detail, { enrollUrl: `${window.location.origin}${enrollPath}` }));
    setDownloaded(`Syllabus downloaded as ${fileName}.`);
  };

  return (
    <>
      <CourseHero
        eyebrow="Course details"
        title={detail.title}
        description={detail.summary}
        facts={[
          { icon: 'clock', label: 'Duration', value: `${weeks} weeks` },
          { icon: 'award', label: 'Level', value: course.level },
          { icon: 'map-pin', label: 'Format', value: detail.format },
        ]}
        art={course.art}
        artAlt=""
      >
        <ButtonLink to={enrollPath} state={state} variant="inverse" size="lg">
          Enroll Now <Icon name="arrow-right" />
        </ButtonLink>
        <Button type="button" variant="outlineInverse" size="lg" onClick={downloadSyllabus}>
          <Icon name="download" /> Download Syllabus
        </Button>
        <VisuallyHidden role="status">{downloaded}</VisuallyHidden>
      </CourseHero>

      <Section eyebrow="Why this course" title="Course Highlights">
        <HighlightGrid items={detail.highlights} />
      </Section>

      <Section eyebrow="Outcomes" title="What You'll Learn" tone="subtle">
        <LearnList items={detail.whatYouLearn} />
      </Section>

      <Section
        eyebrow={`${weeks} weeks`}
        title="Week-by-Week Curriculum"
        description="Each week combines classroom sessions with a practical task you finish in the lab."
      >
        <CurriculumList weeks={detail.curriculum} />
      </Section>
    </>
  );
}
