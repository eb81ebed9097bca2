import { courseSlugs } from '@site/site';
import { courses } from '@/lib/catalogue/courses';
import { enCards } from '@/messages/en/cards';
import { enDetails } from '@/messages/en/details';
import { courseDetails, curriculumWeeks, type DetailCourseId } from './course-details';

const catalogueIds: readonly string[] = courses.map((course) => course.id);
const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe('course detail pages and the course catalogue', () => {
  it('accept, in the type-check, only catalogue courses that have a detail page', () => {
    // @ts-expect-error: a course the catalogue lacks (a URL slug is not a course id)
    const unknown: DetailCourseId = 'shopify-app-development';
    // @ts-expect-error: a catalogue course without a detail page
    const withoutPage: DetailCourseId = 'laravel';
    expect(catalogueIds).not.toContain(unknown);
    expect(courses.find((course) => course.id === withoutPage)).not.toHaveProperty('detailPage');
  });

  it('name only catalogue courses, one page for each course that has a detail page', () => {
    for (const detail of courseDetails) expect(catalogueIds).toContain(detail.courseId);
    expect(courseDetails.map((detail) => detail.courseId).sort()).toEqual(
      courses.flatMap((course) => ('detailPage' in course ? [course.id] : [])).sort(),
    );
  });

  it('serve every course slug other apps link to (@site/site), and no other', () => {
    expect(courseDetails.map((detail) => detail.slug).sort()).toEqual([...courseSlugs].sort());
  });

  it('take their slug and length from their catalogue course, their title from its card', () => {
    for (const detail of courseDetails) {
      const course = courses.find((entry) => entry.id === detail.courseId);
      expect(detail.course).toBe(course);
      expect(course && 'detailPage' in course && [course.detailPage.slug, course.detailPage.weeks]).toEqual([
        detail.slug,
        detail.weeks,
      ]);
      expect(Object.keys(enCards)).toContain(detail.courseId);
    }
  });

  it('have words for exactly the catalogue weeks, numbered from 1, and say so in their own words', () => {
    for (const detail of courseDetails) {
      const words = enDetails[detail.courseId];
      expect(Object.keys(words.curriculum).map(Number)).toEqual(curriculumWeeks(detail));
      expect(words.summary).toMatch(new RegExp(`\\b${numberWords[detail.weeks]} weeks`, 'i'));
      expect(words.metaDescription).toMatch(new RegExp(`\\b${detail.weeks}-week`));
    }
    expect(Object.keys(enDetails).sort()).toEqual(courseDetails.map((detail) => detail.courseId).sort());
  });
});
