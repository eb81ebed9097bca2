import { leadFormWords, type EnrollmentCourse, type Language } from '@site/leads';
import { siteSettings } from '@site/site';
import type { ReactNode } from 'react';
import { courseBenefits } from '@/lib/catalogue/courses';
import { batchFacts } from './enrollment';

/**
 * The enrollment feature's own words in each language: the form card's heading, the aside, the
 * success screen and the WhatsApp contact point (the form's words and answers are the leads
 * contract's: `leadFormWords`, `enrollmentMessagesIn`).
 */
export interface EnrollmentWords {
  readonly heading: string;
  readonly intro: string;
  readonly aside: {
    readonly label: string;
    readonly whyHeading: string;
    /** Why study with us: the course benefits and the batch facts. */
    readonly reasons: readonly string[];
    readonly contactHeading: string;
    readonly address: string;
  };
  readonly success: {
    /** After a submit with script: the student's name, the course and the e-mail, each emphasised. */
    readonly thanks: (parts: { name: ReactNode; course: ReactNode; email: ReactNode }) => ReactNode;
    /** After a post without script, which knows only the course. */
    readonly thanksCourseOnly: (course: ReactNode) => ReactNode;
    readonly enrollAnother: string;
    readonly backHome: string;
  };
  readonly whatsApp: {
    readonly question: string;
    readonly label: string;
    /** The message typed in for the company, beside the form: naming the chosen course, if any. */
    readonly formMessage: (course: string | undefined) => string;
    /** On the success screen, naming the course enrolled in. */
    readonly successMessage: (course: string) => string;
  };
}

const company = siteSettings.companyName;

export const enrollmentWords: Readonly<Record<Language, EnrollmentWords>> = {
  en: {
    heading: 'Your details',
    intro: 'Tell us who you are and which course you want. We will call you to confirm your seat.',
    aside: {
      label: 'About enrollment',
      whyHeading: 'Why study with us',
      reasons: [...courseBenefits, ...batchFacts],
      contactHeading: 'Questions? Talk to admissions',
      address: siteSettings.address,
    },
    success: {
      thanks: ({ name, course, email }) => (
        <>
          Thank you, <strong>{name}</strong>. We have received your enrollment for <strong>{course}</strong>.
          Our admissions team will contact you at <strong>{email}</strong> to confirm your batch and schedule.
        </>
      ),
      thanksCourseOnly: (course) => (
        <>
          Thank you. We have received your enrollment for <strong>{course}</strong>. Our admissions team will
          contact you at the e-mail address you gave to confirm your batch and schedule.
        </>
      ),
      enrollAnother: 'Enroll in Another Course',
      backHome: 'Back to Home',
    },
    whatsApp: {
      question: 'Questions about admission?',
      label: 'Message us on WhatsApp',
      formMessage: (course) =>
        `Hello ${company}! I would like to enroll in ${course ?? 'a course'}. Please guide me through admission.`,
      successMessage: (course) =>
        `Hello ${company}! I have just submitted my enrollment for ${course} on your website. Please confirm my batch.`,
    },
  },
  ur: {
    heading: 'آپ کی تفصیلات',
    intro:
      'ہمیں اپنے بارے میں اور مطلوبہ کورس کے بارے میں بتائیں۔ ہم آپ کی سیٹ کی تصدیق کے لیے آپ کو کال کریں گے۔',
    aside: {
      label: 'داخلے کے بارے میں',
      whyHeading: 'ہمارے ساتھ کیوں پڑھیں',
      reasons: [
        'عملی پروجیکٹس جو آپ اپنے پورٹ فولیو میں دکھا سکیں',
        'ہمارے سرگودھا کیمپس میں چھوٹے کلاس روم بیچز',
        'کورس مکمل کرنے کا سرٹیفکیٹ',
        'کیریئر کی رہنمائی اور انٹرن شپ کے مواقع',
        'صبح، شام اور ویک اینڈ بیچز',
        'ہفتے میں 3 سے 4 بار، 2 سے 3 گھنٹے کی کلاسیں',
        '7 دن میں فیس کی واپسی کی ضمانت',
      ],
      contactHeading: 'کوئی سوال؟ داخلہ دفتر سے بات کریں',
      address: 'دفتر نمبر 12، یونیورسٹی روڈ، سرگودھا، پنجاب 40100، پاکستان',
    },
    success: {
      thanks: ({ name, course, email }) => (
        <>
          شکریہ،{' '}
          <strong>
            <bdi>{name}</bdi>
          </strong>
          ۔ ہمیں{' '}
          <strong>
            <bdi>{course}</bdi>
          </strong>{' '}
          کے لیے آپ کا داخلہ فارم موصول ہو گیا ہے۔ ہماری داخلہ ٹیم آپ کے بیچ اور شیڈول کی تصدیق کے لیے{' '}
          <strong>
            <bdi dir="ltr">{email}</bdi>
          </strong>{' '}
          پر آپ سے رابطہ کرے گی۔
        </>
      ),
      thanksCourseOnly: (course) => (
        <>
          شکریہ۔ ہمیں{' '}
          <strong>
            <bdi>{course}</bdi>
          </strong>{' '}
          کے لیے آپ کا داخلہ فارم موصول ہو گیا ہے۔ ہماری داخلہ ٹیم آپ کے بیچ اور شیڈول کی تصدیق کے لیے آپ کے
          دیے گئے ای میل ایڈریس پر رابطہ کرے گی۔
        </>
      ),
      enrollAnother: 'کسی اور کورس میں داخلہ لیں',
      backHome: 'ہوم پیج پر واپس جائیں',
    },
    whatsApp: {
      question: 'داخلے سے متعلق سوال؟',
      label: 'WhatsApp پر پیغام بھیجیں',
      formMessage: (course) =>
        course
          ? `السلام علیکم ${company}! مجھے ${course} میں داخلہ لینا ہے۔ براہِ کرم داخلے کے سلسلے میں میری رہنمائی کریں۔`
          : `السلام علیکم ${company}! مجھے کسی کورس میں داخلہ لینا ہے۔ براہِ کرم داخلے کے سلسلے میں میری رہنمائی کریں۔`,
      successMessage: (course) =>
        `السلام علیکم ${company}! میں نے ابھی آپ کی ویب سائٹ پر ${course} کے لیے داخلہ فارم جمع کروایا ہے۔ براہِ کرم میرے بیچ کی تصدیق کر دیں۔`,
    },
  },
};

/** A course's enrollment label as the student reads it in `language` (sent and stored in English). */
export function courseName(language: Language, course: string): string {
  const names: Readonly<Record<string, string>> = leadFormWords[language].enrollment.courses;
  return names[course as EnrollmentCourse] ?? course;
}
