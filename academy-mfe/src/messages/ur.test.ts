import { misnamedParts, translationShapes } from '@site/i18n/testing';
import { join } from 'node:path';
import remote from '../remote';
import { APP } from './index';
import { courses } from '@/lib/catalogue/courses';
import { enCourses } from './en/courses';
import { enEnrollment } from './en/enrollment';
import { enWhatsApp } from './en/whats-app';
import urCourses from './ur/courses';
import urEnrollment from './ur/enrollment';
import urUnits from './ur/units';
import urWhatsApp from './ur/whats-app';

describe('the Urdu catalogue', () => {
  it('is registered under the remote’s name, each part, its Urdu module and chunk named after its module', async () => {
    expect(APP).toBe(remote.name);
    expect(await misnamedParts(APP, join(__dirname, 'en'))).toEqual([]);
  });

  it('has every part of the English catalogue in Urdu, with the same keys, message functions and lists, none blank', async () => {
    const { en, translation } = await translationShapes(APP, join(__dirname, 'en'), 'ur');
    expect(Object.keys(en).length).toBeGreaterThan(10);
    expect(translation).toEqual(en);
  });

  it('translates every course, and its words differ from the English ones where they are not names', () => {
    for (const course of courses) {
      const words = urCourses[course.id];
      expect(words.description).not.toBe(enCourses[course.id].description);
      expect(words.description).toMatch(/[\u0600-\u06ff]/);
      expect(words.topics).toHaveLength(enCourses[course.id].topics.length);
    }
    expect(urCourses['web-development'].title).toBe('ویب ڈویلپمنٹ');
    expect(urCourses['react-js'].title).toBe('React JS');
  });

  it('writes counts with Latin digits and Urdu plural forms', () => {
    expect(urUnits.months(1)).toBe('1 مہینہ');
    expect(urUnits.months(6)).toBe('6 مہینے');
    expect(urUnits.weeks(8)).toBe('8 ہفتے');
    expect(urUnits.week(3)).toBe('ہفتہ 3');
    expect(urUnits.students(2150)).toBe('2,150 طلبہ');
  });

  it('names the course once in the WhatsApp message, in both languages', () => {
    expect(urWhatsApp.message('ویب ڈویلپمنٹ')).toBe(
      'السلام علیکم CodeNest Technologies! مجھے ویب ڈویلپمنٹ کورس میں دلچسپی ہے۔ براہِ کرم فیس، کلاسوں کے اوقات اور اگلے بیچ کی تاریخ بتا دیں۔',
    );
    expect(urWhatsApp.message('بنیادی کمپیوٹر کورس')).toContain('مجھے بنیادی کمپیوٹر کورس میں');
    expect(enWhatsApp.message('React JS')).toBe(
      'Hello CodeNest Technologies! I am interested in the React JS course. Please share the fee, class timings and the next batch date.',
    );
    expect(enWhatsApp.message('Basic Computer Course')).toContain('in the Basic Computer Course.');
  });

  it('keeps the places of the enrollment thanks, and as many reasons to enroll, in both languages', () => {
    const places = (text: string) => text.match(/\{\w+\}/g)?.sort();
    expect(places(urEnrollment.success.thanks)).toEqual(['{course}', '{email}', '{name}']);
    expect(places(enEnrollment.success.thanks)).toEqual(['{course}', '{email}', '{name}']);
    expect(places(urEnrollment.success.thanksCourseOnly)).toEqual(['{course}']);
    expect(places(enEnrollment.success.thanksCourseOnly)).toEqual(['{course}']);
    expect(urEnrollment.aside.reasons).toHaveLength(enEnrollment.aside.reasons.length);
  });

  it('prefills the enrollment WhatsApp message in each language', () => {
    expect(enEnrollment.whatsApp.successMessage('Laravel')).toBe(
      'Hello CodeNest Technologies! I have just submitted my enrollment for Laravel on your website. Please confirm my batch.',
    );
    expect(urEnrollment.whatsApp.formMessage(undefined)).toBe(
      'السلام علیکم CodeNest Technologies! مجھے کسی کورس میں داخلہ لینا ہے۔ براہِ کرم داخلے کے سلسلے میں میری رہنمائی کریں۔',
    );
  });
});
