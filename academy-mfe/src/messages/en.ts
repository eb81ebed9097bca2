// academy-mfe's words in English: the source every other language translates (./ur.ts).
// The chrome of its pages is written here; the words of its data (the 11 courses, the /course
// cards, the detail pages and the landing pages) stay beside their facts in the data files, which
// are their English source, and are gathered here by id. A translation must give every course,
// card and page the same keys, so a missing one fails the type-check and the shape test.
import type { Catalogue } from '@site/i18n';
import { siteSettings } from '@site/site';
import { courseDetails, type DetailCourseId } from '@/features/course-detail/data/course-details';
import { courseCards, formatStudents, type ListedCourseId } from '@/features/course-list/data/course-cards';
import { landingPages, type LandingCourseId } from '@/features/landing/data/landing-pages';
import {
  courseBenefits,
  courses,
  formatMonths,
  type CourseId,
  type CourseLevel,
} from '@/lib/catalogue/courses';

/** A highlight tile's words, keyed by its place (1–4) among the page's tiles. */
export type HighlightKey = '1' | '2' | '3' | '4';
export type HighlightWords = { title: string; text: string };

/** A course's words: its card and modal on the home page, its name everywhere else. */
export type CourseWords = { title: string; description: string; topics: readonly string[] };
/** A /course card's words (the track's name is also its detail page's title). */
export type CardWords = { title: string; description: string };
/** A detail page's words; `curriculum` is keyed by week number ('1', '2' …). */
export type DetailWords = {
  summary: string;
  metaDescription: string;
  highlights: Record<HighlightKey, HighlightWords>;
  whatYouLearn: readonly string[];
  curriculum: Record<string, { title: string; topics: readonly string[] }>;
};
/** A landing page's words. */
export type LandingWords = {
  title: string;
  metaDescription: string;
  intro: string;
  highlights: Record<HighlightKey, HighlightWords>;
  syllabus: readonly string[];
};

/** Words gathered from a data list by id: every id of the list's type is a key of the result. */
function byId<T, K extends string, V>(items: readonly T[], id: (item: T) => K, words: (item: T) => V) {
  return Object.fromEntries(items.map((item) => [id(item), words(item)])) as Record<K, V>;
}

function byPlace(items: readonly HighlightWords[]): Record<HighlightKey, HighlightWords> {
  return Object.fromEntries(
    items.map(({ title, text }, index) => [String(index + 1), { title, text }]),
  ) as Record<HighlightKey, HighlightWords>;
}

const courseWords = byId(
  courses,
  (course): CourseId => course.id,
  ({ title, description, topics }): CourseWords => ({ title, description, topics }),
);

const levelWords: Record<CourseLevel, string> = {
  Beginner: 'Beginner',
  Intermediate: 'Intermediate',
  Advanced: 'Advanced',
  'Beginner to Intermediate': 'Beginner to Intermediate',
  'Beginner to Advanced': 'Beginner to Advanced',
};

const cardWords = byId(
  courseCards,
  (card): ListedCourseId => card.id,
  ({ title, description }): CardWords => ({ title, description }),
);

const detailWords = byId(
  courseDetails,
  (detail): DetailCourseId => detail.courseId,
  (detail): DetailWords => ({
    summary: detail.summary,
    metaDescription: detail.metaDescription,
    highlights: byPlace(detail.highlights),
    whatYouLearn: detail.whatYouLearn,
    curriculum: byId(
      detail.curriculum,
      (week) => String(week.week),
      ({ title, topics }) => ({ title, topics }),
    ),
  }),
);

const landingWords = byId(
  landingPages,
  (page): LandingCourseId => page.courseId,
  (page): LandingWords => ({
    title: page.title,
    metaDescription: page.metaDescription,
    intro: page.intro,
    highlights: byPlace(page.highlights),
    syllabus: page.syllabus,
  }),
);

export const en = {
  /** Company facts in the page's language (@site/site has them in English only). */
  company: {
    city: siteSettings.city,
    address: siteSettings.address,
  },
  /** Lengths and counts, in the page's language and plural forms. */
  units: {
    months: (months: number) => formatMonths(months),
    weeks: (weeks: number) => `${weeks} weeks`,
    week: (week: number) => `Week ${week}`,
    students: (count: number) => formatStudents(count),
  },
  common: {
    enrollNow: 'Enroll Now',
    duration: 'Duration',
    level: 'Level',
    whyThisCourse: 'Why this course',
    courseHighlights: 'Course Highlights',
    courseFacts: 'Course facts',
    /** Between a hero fact's label and its value: 'Duration: 6 months'. */
    factSeparator: ': ',
    home: 'Home',
    courses: 'Courses',
  },
  whatsApp: {
    label: 'Ask about this course on WhatsApp',
    message: (course: string) =>
      `Hello ${siteSettings.companyName}! I am interested in the ${/ course$/i.test(course) ? course : `${course} course`}. Please share the fee, class timings and the next batch date.`,
  },
  catalogue: {
    eyebrow: 'Learn with us',
    title: 'Our Courses',
    description:
      'Classroom IT courses in Sargodha, taught by developers who build software for clients every day. Pick a course to see what you will learn.',
    viewDetails: 'View details',
    topicsCovered: 'Topics covered',
    whatYouGet: 'What you get',
    fullSyllabus: 'Full syllabus on the course page',
    compareAll: 'Compare all our courses',
    /** What every course includes (the modal's benefit bullets, the enrollment aside). */
    benefits: courseBenefits,
  },
  courseList: {
    metaDescription:
      'Practical IT courses in Sargodha: web development, React, React Native, Laravel, Shopify and basic computer skills, taught by working developers.',
    eyebrow: 'Academy',
    title: 'Our Courses',
    description:
      'Practical courses taught by developers who build software for clients every day. Pick a track and start building.',
    students: 'Students',
    rating: 'Rating',
    /** The rating is read with its scale: hidden words before and after the visible number. */
    ratingBefore: (_max: number) => '',
    ratingAfter: (max: number) => ` out of ${max}`,
    /** 'Learn More' names its course for screen readers and search engines, in hidden words. */
    learnMore: 'Learn More',
    learnMoreBefore: (_title: string) => '',
    learnMoreAfter: (title: string) => ` about ${title}`,
  },
  detail: {
    eyebrow: 'Course details',
    format: 'Format',
    classroom: (city: string) => `Classroom, ${city}`,
    downloadSyllabus: 'Download Syllabus',
    downloaded: (fileName: string) => `Syllabus downloaded as ${fileName}.`,
    outcomes: 'Outcomes',
    whatYoullLearn: "What You'll Learn",
    curriculumTitle: 'Week-by-Week Curriculum',
    curriculumDescription:
      'Each week combines classroom sessions with a practical task you finish in the lab.',
  },
  /** The syllabus download (a plain-text file). */
  syllabusFile: {
    /** A line with text as written in the file: as is in English; after a right-to-left mark in Urdu. */
    line: (text: string) => text,
    heading: (title: string) => `# ${title}: Course Syllabus`,
    duration: (weeks: string) => `Duration: ${weeks}`,
    level: (level: string) => `Level: ${level}`,
    format: (format: string) => `Format: ${format}`,
    whatYouWillLearn: '## What you will learn',
    curriculum: '## Week-by-week curriculum',
    week: (week: number, title: string) => `### Week ${week}: ${title}`,
    enroll: '## Enroll',
    enrollmentForm: (url: string) => `Enrollment form: ${url}`,
    email: (email: string) => `E-mail: ${email}`,
    phone: (phones: readonly string[]) => `Phone: ${phones.join(', ')}`,
    address: (address: string) => `Address: ${address}`,
  },
  landing: {
    eyebrow: (companyName: string) => `${companyName} Academy`,
    campus: 'Campus',
    viewSyllabus: 'View Syllabus',
    highlightsDescription: (course: string, duration: string) =>
      `Everything you need to learn ${course} properly, in ${duration} of classroom training.`,
    syllabusEyebrow: 'What you will learn',
    syllabusTitle: 'Course Syllabus',
    syllabusDescription: (duration: string) =>
      `Ten modules, taught in order over ${duration}, each ending with a practical task.`,
    readyTitle: 'Ready to start?',
    readyDescription: (city: string) =>
      `Morning, evening and weekend batches at our ${city} campus. Call us with any question, or compare our other courses.`,
    browseAll: 'Browse All Courses',
    call: 'Call',
  },
  enrollmentPage: {
    metaDescription:
      'Enroll in a web, mobile, Shopify, Laravel, React or basic computer course at our Sargodha campus. Choose your course and we will confirm your batch.',
    eyebrow: 'Admissions open',
    title: 'Enroll in a Course',
    description:
      'Choose your course and leave your details. Our admissions team will contact you to confirm your batch and schedule.',
    /** The aside beside the form (its component is the enrollment feature's: see the report). */
    aside: {
      label: 'About enrollment',
      whyStudy: 'Why study with us',
      questions: 'Questions? Talk to admissions',
    },
  },
  levels: levelWords,
  courses: courseWords,
  cards: cardWords,
  details: detailWords,
  landings: landingWords,
} satisfies Catalogue;
