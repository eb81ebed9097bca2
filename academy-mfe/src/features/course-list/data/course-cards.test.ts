import { landingPaths, paths } from '@site/site';
import { courses } from '@/lib/catalogue/courses';
import { courseCards, listedCourseIds, type ListedCourseId } from './course-cards';

const catalogueIds: readonly string[] = courses.map((course) => course.id);

describe('/course cards and the course catalogue', () => {
  it('accept, in the type-check, only catalogue courses that have a list card', () => {
    // @ts-expect-error: a course the catalogue lacks (the card once had this id)
    const unknown: ListedCourseId = 'full-stack-web-development';
    // @ts-expect-error: a catalogue course without a list card
    const withoutCard: ListedCourseId = 'crypto';
    expect(catalogueIds).not.toContain(unknown);
    expect(courses.find((course) => course.id === withoutCard)).not.toHaveProperty('listCard');
  });

  it('name only catalogue courses, each course with a list card exactly once', () => {
    for (const id of listedCourseIds) expect(catalogueIds).toContain(id);
    expect([...listedCourseIds].sort()).toEqual(
      courses.flatMap((course) => ('listCard' in course ? [course.id] : [])).sort(),
    );
  });

  it("show their course's list card facts and link to its detail page, or else its landing page", () => {
    for (const card of courseCards) {
      const course = courses.find((entry) => entry.id === card.id)!;
      expect(card).toMatchObject({ ...('listCard' in course ? course.listCard : {}), art: course.art });
      const link =
        'detailPage' in course
          ? paths.courseDetail(course.detailPage.slug)
          : 'landing' in course
            ? landingPaths[course.landing]
            : undefined;
      expect(card.link).toBe(link);
    }
  });
});
