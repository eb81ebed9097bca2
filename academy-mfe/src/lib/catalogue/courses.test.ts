import { enrollmentCourses } from '@site/leads';
import { courseById, courses, findCourse, findCourseByLabel, findCourseByName } from './courses';
import { enCourses } from '@/messages/en/courses';
import { enUnits } from '@/messages/en/units';

describe('course catalogue', () => {
  it('holds the 11 courses of the spec with their durations and levels', () => {
    expect(courses.map((c) => [c.title, enUnits.months(c.durationMonths), c.level])).toEqual([
      ['Web Development', '6 months', 'Beginner to Advanced'],
      ['Mobile Application Development', '5 months', 'Intermediate'],
      ['Shopify Apps Development', '4 months', 'Intermediate'],
      ['Shopify Store Creation and Modifications', '3 months', 'Beginner'],
      ['React JS', '4 months', 'Intermediate'],
      ['Laravel', '5 months', 'Intermediate'],
      ['React Native', '4 months', 'Intermediate'],
      ['MERN Stack', '6 months', 'Advanced'],
      ['Basic Computer Course', '2 months', 'Beginner'],
      ['Digital Marketing', '3 months', 'Beginner to Intermediate'],
      ['Crypto', '2 months', 'Beginner'],
    ]);
  });

  it('maps the catalogue and the enrollment choices of the leads contract one to one', () => {
    const labels = courses.map((course) => course.enrollmentLabel);
    expect(new Set(labels).size).toBe(courses.length);
    expect([...labels].sort()).toEqual([...enrollmentCourses].sort());
    for (const label of enrollmentCourses) expect(findCourseByLabel(label)?.enrollmentLabel).toBe(label);
  });

  it('has unique ids, and words for every course: its name, a description and topics', () => {
    expect(new Set(courses.map((c) => c.id)).size).toBe(courses.length);
    for (const course of courses) {
      const words = enCourses[course.id];
      expect(words.title).toBe(course.title);
      expect(words.description.length).toBeGreaterThan(20);
      expect(words.topics.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('finds a course by id, title, enrollment label or id in any case', () => {
    expect(findCourse('react-js')?.title).toBe('React JS');
    expect(findCourse('nope')).toBeUndefined();
    expect(findCourseByName('Basic Computer Course')?.id).toBe('basic-computer');
    expect(findCourseByName('Basic Computer Course (Windows, MS Office)')?.id).toBe('basic-computer');
    expect(findCourseByName('  mern stack ')?.id).toBe('mern-stack');
    expect(findCourseByName('shopify-store')?.id).toBe('shopify-store');
    expect(findCourseByName('Underwater Basket Weaving')).toBeUndefined();
    expect(findCourseByName('')).toBeUndefined();
  });

  it('gives a known id its entry, and has no course the type-check does not know', () => {
    expect(courseById('shopify-apps-development').title).toBe('Shopify Apps Development');
    // @ts-expect-error: an id the catalogue lacks is a type error
    expect(() => courseById('shopify-app-development')).toThrow(
      'The course catalogue has no course "shopify-app-development".',
    );
  });

  it('names each course by one id: a detail page URL names no other course', () => {
    const ids: readonly string[] = courses.map((course) => course.id);
    for (const course of courses) {
      if (!('detailPage' in course)) continue;
      expect([course.id, undefined]).toContain(ids.find((id) => id === course.detailPage.slug));
      expect('listCard' in course).toBe(true);
    }
  });
});
