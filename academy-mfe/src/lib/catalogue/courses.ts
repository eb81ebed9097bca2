import type { EnrollmentCourse } from '@site/leads';
import type { CourseSlug, LandingKey } from '@site/site';
import type { CourseArtKey } from '../../components/course-art';

export type CourseLevel =
  'Beginner' | 'Intermediate' | 'Advanced' | 'Beginner to Intermediate' | 'Beginner to Advanced';

/**
 * The course as a card of the /course list. The list presents six courses as tracks, under their
 * own names (the catalogue's `cards[id]` words) and lengths in weeks (the home section and the
 * landing pages give months).
 */
export interface ListCardFacts {
  /** The card's duration, in weeks. */
  weeks: number;
  students: number;
  /** Out of 5 (the list's ratings run from 4.4 to 4.9). */
  rating: number;
}

/** The course's detail page, `/course/<slug>`. */
export interface DetailPageFacts {
  /**
   * The URL's last segment: a published route, so it is kept even where it differs from the id.
   * One of @site/site's `courseSlugs`, which other apps link to.
   */
  slug: CourseSlug;
  /** The length of its week-by-week curriculum (the card may count the longer full track). */
  weeks: number;
}

export interface Course {
  /** Stable id, also used in `/enrollment?course=<id>`. */
  id: string;
  /**
   * The course's English name as a reference, not as words shown: what a course page passes to
   * the enrollment page (`courseName`, the spec's navigation state) and the enrollment page finds
   * the course by, in any language. The name shown is the catalogue's `courses[id].title`.
   */
  title: string;
  /**
   * Its choice in the enrollment form, one of the contract's labels: what the form shows and the
   * API stores. A label the contract does not list fails the type-check.
   */
  enrollmentLabel: EnrollmentCourse;
  /** Its length on the home card and modal, and on its landing page. */
  durationMonths: number;
  /** Named in each language by the catalogue's `levels`. */
  level: CourseLevel;
  art: CourseArtKey;
  /** Its Sargodha landing page, where it has one. */
  landing?: LandingKey;
  /** Its card on /course, where it has one. */
  listCard?: ListCardFacts;
  /** Its detail page, where it has one; such a course also has a list card, whose name it shares. */
  detailPage?: DetailPageFacts;
}

/**
 * The one catalogue of the 11 courses, each described once under one id. The home section and
 * the enrollment choices list it; the /course cards, the landing and detail pages and the Course
 * structured data take each course's facts from its entry here, by id. Its words (name,
 * description, topics) are the catalogue's `courses[id]` (src/messages/en/courses.ts).
 */
export const courses = [
  {
    id: 'web-development',
    title: 'Web Development',
    enrollmentLabel: 'Web Development',
    durationMonths: 6,
    level: 'Beginner to Advanced',
    art: 'web-development',
    landing: 'webDevelopment',
    listCard: {
      weeks: 12,
      students: 1240,
      rating: 4.8,
    },
  },
  {
    id: 'mobile-app-development',
    title: 'Mobile Application Development',
    enrollmentLabel: 'Mobile Application Development',
    durationMonths: 5,
    level: 'Intermediate',
    art: 'mobile-app-development',
    landing: 'mobileApp',
  },
  {
    id: 'shopify-apps-development',
    title: 'Shopify Apps Development',
    enrollmentLabel: 'Shopify Apps Development',
    durationMonths: 4,
    level: 'Intermediate',
    art: 'shopify-apps-development',
    landing: 'shopify',
    listCard: {
      weeks: 6,
      students: 430,
      rating: 4.6,
    },
    detailPage: { slug: 'shopify-app-development', weeks: 6 },
  },
  {
    id: 'shopify-store',
    title: 'Shopify Store Creation and Modifications',
    enrollmentLabel: 'Shopify Store Creation and Modifications',
    durationMonths: 3,
    level: 'Beginner',
    art: 'shopify-store',
  },
  {
    id: 'react-js',
    title: 'React JS',
    enrollmentLabel: 'React JS',
    durationMonths: 4,
    level: 'Intermediate',
    art: 'react-js',
    landing: 'reactJs',
    listCard: {
      weeks: 10,
      students: 980,
      rating: 4.8,
    },
    detailPage: { slug: 'react-js', weeks: 8 },
  },
  {
    id: 'laravel',
    title: 'Laravel',
    enrollmentLabel: 'Laravel',
    durationMonths: 5,
    level: 'Intermediate',
    art: 'laravel',
    landing: 'laravel',
    listCard: {
      weeks: 10,
      students: 720,
      rating: 4.7,
    },
  },
  {
    id: 'react-native',
    title: 'React Native',
    enrollmentLabel: 'React Native',
    durationMonths: 4,
    level: 'Intermediate',
    art: 'react-native',
    landing: 'reactNative',
    listCard: {
      weeks: 8,
      students: 860,
      rating: 4.9,
    },
    detailPage: { slug: 'react-native', weeks: 8 },
  },
  {
    id: 'mern-stack',
    title: 'MERN Stack',
    enrollmentLabel: 'MERN Stack',
    durationMonths: 6,
    level: 'Advanced',
    art: 'mern-stack',
  },
  {
    id: 'basic-computer',
    title: 'Basic Computer Course',
    enrollmentLabel: 'Basic Computer Course (Windows, MS Office)',
    durationMonths: 2,
    level: 'Beginner',
    art: 'basic-computer',
    landing: 'basicComputer',
    listCard: {
      weeks: 4,
      students: 2150,
      rating: 4.4,
    },
  },
  {
    id: 'digital-marketing',
    title: 'Digital Marketing',
    enrollmentLabel: 'Digital Marketing',
    durationMonths: 3,
    level: 'Beginner to Intermediate',
    art: 'digital-marketing',
  },
  {
    id: 'crypto',
    title: 'Crypto',
    enrollmentLabel: 'Crypto',
    durationMonths: 2,
    level: 'Beginner',
    art: 'crypto',
  },
] as const satisfies readonly Course[];

export type CatalogueCourse = (typeof courses)[number];
export type CourseId = CatalogueCourse['id'];

/** The catalogue's courses that have all the given parts, e.g. `CourseWith<'landing'>['id']`. */
export type CourseWith<Part extends 'landing' | 'listCard' | 'detailPage'> = Extract<
  CatalogueCourse,
  Required<Pick<Course, Part>>
>;

export function findCourse(id: string | null | undefined): Course | undefined {
  return courses.find((course) => course.id === id);
}

/**
 * The catalogue entry of a known id, with its exact parts (a page naming a course with a landing
 * page gets its `landing` key, not `LandingKey | undefined`). Data files name courses by
 * `CourseId`, so the type-check rejects an id the catalogue lacks before this can throw.
 */
export function courseById<Id extends CourseId>(id: Id): Extract<CatalogueCourse, { id: Id }> {
  const course = courses.find((entry): entry is Extract<CatalogueCourse, { id: Id }> => entry.id === id);
  if (!course) throw new Error(`The course catalogue has no course "${id}".`);
  return course;
}

export function findCourseByLabel(label: EnrollmentCourse): Course | undefined {
  return courses.find((course) => course.enrollmentLabel === label);
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The course a `courseName` refers to: its title, its enrollment label or its id, in any case. */
export function findCourseByName(name: string | null | undefined): Course | undefined {
  if (!name) return undefined;
  const wanted = normalise(name);
  if (!wanted) return undefined;
  return courses.find((course) =>
    [course.title, course.enrollmentLabel, course.id].some((candidate) => normalise(candidate) === wanted),
  );
}
