import { catalogueShape } from '@site/i18n/testing';
import { courses } from '@/lib/catalogue/courses';
import { enCards } from './en/cards';
import { enCatalogue } from './en/catalogue';
import { enCommon } from './en/common';
import { enCompany } from './en/company';
import { enCourseList } from './en/course-list';
import { enCourses } from './en/courses';
import { enDetail } from './en/detail';
import { enDetails } from './en/details';
import { enEnrollmentPage } from './en/enrollment-page';
import { enLanding } from './en/landing';
import { enLandings } from './en/landings';
import { enLevels } from './en/levels';
import { enSyllabusFile } from './en/syllabus-file';
import { enUnits } from './en/units';
import { enWhatsApp } from './en/whats-app';
import ur from './ur';

/** Every part of the English catalogue, by the name its hook reads the Urdu part under. */
const en = {
  company: enCompany,
  units: enUnits,
  common: enCommon,
  whatsApp: enWhatsApp,
  catalogue: enCatalogue,
  courseList: enCourseList,
  detail: enDetail,
  syllabusFile: enSyllabusFile,
  landing: enLanding,
  enrollmentPage: enEnrollmentPage,
  levels: enLevels,
  courses: enCourses,
  cards: enCards,
  details: enDetails,
  landings: enLandings,
} satisfies Record<keyof typeof ur, unknown>;

describe('the Urdu catalogue', () => {
  it('has a part for every English part, and no other', () => {
    expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en) as (keyof typeof en)[])(
    'has exactly the English %s part’s shape: every key, every list length, no blank text',
    (part) => {
      expect(catalogueShape(ur[part])).toEqual(catalogueShape(en[part]));
    },
  );

  it('translates every course, and its words differ from the English ones where they are not names', () => {
    for (const course of courses) {
      const words = ur.courses[course.id];
      expect(words.description).not.toBe(en.courses[course.id].description);
      expect(words.description).toMatch(/[\u0600-\u06ff]/);
      expect(words.topics).toHaveLength(course.topics.length);
    }
    expect(ur.courses['web-development'].title).toBe('ویب ڈویلپمنٹ');
    expect(ur.courses['react-js'].title).toBe('React JS');
  });

  it('writes counts with Latin digits and Urdu plural forms', () => {
    expect(ur.units.months(1)).toBe('1 مہینہ');
    expect(ur.units.months(6)).toBe('6 مہینے');
    expect(ur.units.weeks(8)).toBe('8 ہفتے');
    expect(ur.units.week(3)).toBe('ہفتہ 3');
    expect(ur.units.students(2150)).toBe('2,150 طلبہ');
  });

  it('names the course once in the WhatsApp message, in both languages', () => {
    expect(ur.whatsApp.message('ویب ڈویلپمنٹ')).toBe(
      'السلام علیکم CodeNest Technologies! مجھے ویب ڈویلپمنٹ کورس میں دلچسپی ہے۔ براہِ کرم فیس، کلاسوں کے اوقات اور اگلے بیچ کی تاریخ بتا دیں۔',
    );
    expect(ur.whatsApp.message('بنیادی کمپیوٹر کورس')).toContain('مجھے بنیادی کمپیوٹر کورس میں');
    expect(en.whatsApp.message('React JS')).toBe(
      'Hello CodeNest Technologies! I am interested in the React JS course. Please share the fee, class timings and the next batch date.',
    );
    expect(en.whatsApp.message('Basic Computer Course')).toContain('in the Basic Computer Course.');
  });
});
