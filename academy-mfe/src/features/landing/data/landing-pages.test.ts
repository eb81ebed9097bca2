import { landingPaths } from '@site/site';
import { courses } from '@/lib/catalogue/courses';
import { enLandings } from '@/messages/en/landings';
import { landingPages, type LandingCourseId } from './landing-pages';

const catalogueIds: readonly string[] = courses.map((course) => course.id);
const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe('landing pages and the course catalogue', () => {
  it('accept, in the type-check, only catalogue courses that have a landing page', () => {
    // @ts-expect-error: a course the catalogue lacks
    const unknown: LandingCourseId = 'underwater-basket-weaving';
    // @ts-expect-error: a catalogue course without a landing page
    const withoutPage: LandingCourseId = 'mern-stack';
    expect(catalogueIds).not.toContain(unknown);
    expect(courses.find((course) => course.id === withoutPage)).not.toHaveProperty('landing');
  });

  it('name only catalogue courses, one page for each course that has a landing page', () => {
    for (const page of landingPages) expect(catalogueIds).toContain(page.courseId);
    expect(landingPages.map((page) => page.courseId).sort()).toEqual(
      courses.flatMap((course) => ('landing' in course ? [course.id] : [])).sort(),
    );
  });

  it('take their path, duration and level from their catalogue course', () => {
    for (const page of landingPages) {
      const course = courses.find((entry) => entry.id === page.courseId);
      expect(page.course).toBe(course);
      expect(page.path).toBe(landingPaths[page.key]);
      expect(page.key).toBe(course && 'landing' in course ? course.landing : undefined);
    }
  });

  it('state the catalogue duration wherever their own words give one', () => {
    for (const page of landingPages) {
      const months = page.course.durationMonths;
      const words = enLandings[page.courseId];
      expect(words.metaDescription).toMatch(new RegExp(`\\b${months}[- ]month`));
      expect(words.intro).toMatch(new RegExp(`\\b${numberWords[months]}[- ]month`));
      expect(words.syllabus).toHaveLength(10);
    }
  });
});
