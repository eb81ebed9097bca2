/**
 * The words of both lead forms in each language: labels, hints, placeholders, the required-field
 * note, the buttons and the option labels. The options are still sent as their English labels
 * (the API accepts only those, the company's mail shows them); only what the visitor reads changes.
 */
import {
  budgetRanges,
  enrollmentCourses,
  projectTypes,
  type BudgetRange,
  type EnrollmentCourse,
  type ProjectType,
} from './fields';
import type { Language } from './language';

/**
 * "Fields marked * are required.": the text before the decorative star, what a screen reader
 * reads in its place (visually hidden), and the text after it.
 */
export interface RequiredNote {
  readonly before: string;
  readonly hidden: string;
  readonly after: string;
}

export interface ProjectRequestWords {
  readonly formLabel: string;
  readonly requiredNote: RequiredNote;
  readonly labels: {
    readonly name: string;
    readonly email: string;
    readonly company: string;
    readonly projectType: string;
    readonly budget: string;
    readonly message: string;
    /** The honeypot's label (people never see it). */
    readonly website: string;
  };
  readonly placeholders: { readonly projectType: string; readonly budget: string; readonly message: string };
  readonly submit: string;
  readonly submitting: string;
  readonly projectTypes: Readonly<Record<ProjectType, string>>;
  readonly budgetRanges: Readonly<Record<BudgetRange, string>>;
}

export interface EnrollmentWords {
  readonly formLabel: string;
  readonly labels: {
    readonly fullName: string;
    readonly email: string;
    readonly phone: string;
    readonly course: string;
    readonly startDate: string;
    readonly message: string;
    readonly website: string;
  };
  readonly phoneHint: string;
  readonly placeholders: { readonly course: string; readonly message: string };
  readonly submit: string;
  readonly submitting: string;
  /** Under the button: required fields and what the details are used for. */
  readonly note: string;
  readonly courses: Readonly<Record<EnrollmentCourse, string>>;
}

export interface LeadFormWords {
  readonly projectRequest: ProjectRequestWords;
  readonly enrollment: EnrollmentWords;
}

const same = <T extends string>(list: readonly T[]) =>
  Object.fromEntries(list.map((item) => [item, item])) as Record<T, T>;

const en: LeadFormWords = {
  projectRequest: {
    formLabel: 'Project request',
    requiredNote: { before: 'Fields marked ', hidden: 'with an asterisk', after: ' are required.' },
    labels: {
      name: 'Full Name',
      email: 'Email Address',
      company: 'Company Name',
      projectType: 'Project Type',
      budget: 'Budget Range',
      message: 'Project Details',
      website: 'Website',
    },
    placeholders: {
      projectType: 'Select a project type',
      budget: 'Select a budget range',
      message: 'Tell us about your goals, the features you need and your timeline.',
    },
    submit: 'Submit Request',
    submitting: 'Submitting...',
    projectTypes: same(projectTypes),
    budgetRanges: same(budgetRanges),
  },
  enrollment: {
    formLabel: 'Enrollment form',
    labels: {
      fullName: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number',
      course: 'Course',
      startDate: 'Preferred Start Date',
      message: 'Message',
      website: 'Website',
    },
    phoneHint: 'Pakistani mobile or landline, e.g. 0300 1234567',
    placeholders: {
      course: 'Select a course',
      message: 'Your background, preferred batch (morning, evening or weekend) or any question',
    },
    submit: 'Submit Enrollment',
    submitting: 'Submitting...',
    note: 'Fields marked * are required. We use your details only to contact you about this course.',
    courses: same(enrollmentCourses),
  },
};

// Latin runs that follow Urdu text are isolated (U+2066 … U+2069) where their order could flip:
// "⁦$15,000⁩" would otherwise show as "15,000$", "0300 1234567" with its groups swapped.
const ur: LeadFormWords = {
  projectRequest: {
    formLabel: 'پروجیکٹ کی درخواست',
    // Seen: "* کے نشان والے خانے لازمی ہیں۔"; read: "ستارے کے نشان والے خانے لازمی ہیں۔"
    requiredNote: { before: '', hidden: 'ستارے', after: ' کے نشان والے خانے لازمی ہیں۔' },
    labels: {
      name: 'پورا نام',
      email: 'ای میل ایڈریس',
      company: 'کمپنی کا نام',
      projectType: 'پروجیکٹ کی قسم',
      budget: 'بجٹ کی حد',
      message: 'پروجیکٹ کی تفصیلات',
      website: 'ویب سائٹ',
    },
    placeholders: {
      projectType: 'پروجیکٹ کی قسم منتخب کریں',
      budget: 'بجٹ کی حد منتخب کریں',
      message: 'اپنے اہداف، مطلوبہ فیچرز اور ٹائم لائن کے بارے میں بتائیں۔',
    },
    submit: 'درخواست بھیجیں',
    submitting: 'بھیجا جا رہا ہے…',
    projectTypes: {
      'Web Application Development': 'ویب ایپلیکیشن ڈویلپمنٹ',
      'Mobile App Development': 'موبائل ایپ ڈویلپمنٹ',
      'E-commerce Store': 'ای کامرس اسٹور',
      'Custom Laravel Application': 'حسبِ ضرورت Laravel ایپلیکیشن',
      'React/Next.js Frontend': 'React/Next.js فرنٹ اینڈ',
      'Remix Application': 'Remix ایپلیکیشن',
      'Shopify App Development': 'Shopify ایپ ڈویلپمنٹ',
      'API Development': 'API ڈویلپمنٹ',
      'Database Design': 'ڈیٹا بیس ڈیزائن',
      'UI/UX Design': 'UI/UX ڈیزائن',
      Other: 'دیگر',
    },
    budgetRanges: {
      'Under $5,000': '$5,000 سے کم',
      '$5,000 - $15,000': '$5,000 تا \u2066$15,000\u2069',
      '$15,000 - $30,000': '$15,000 تا \u2066$30,000\u2069',
      '$30,000 - $50,000': '$30,000 تا \u2066$50,000\u2069',
      '$50,000 - $100,000': '$50,000 تا \u2066$100,000\u2069',
      '$100,000+': '$100,000 سے زائد',
      'Not sure yet': 'ابھی طے نہیں',
    },
  },
  enrollment: {
    formLabel: 'داخلہ فارم',
    labels: {
      fullName: 'پورا نام',
      email: 'ای میل ایڈریس',
      phone: 'فون نمبر',
      course: 'کورس',
      startDate: 'شروع کرنے کی پسندیدہ تاریخ',
      message: 'پیغام',
      website: 'ویب سائٹ',
    },
    phoneHint: 'پاکستانی موبائل یا لینڈ لائن نمبر، مثلاً \u20660300 1234567\u2069',
    placeholders: {
      course: 'کورس منتخب کریں',
      message: 'آپ کا تعلیمی پس منظر، پسندیدہ بیچ (صبح، شام یا ویک اینڈ) یا کوئی بھی سوال',
    },
    submit: 'داخلہ فارم جمع کروائیں',
    submitting: 'بھیجا جا رہا ہے…',
    note: '* کے نشان والے خانے لازمی ہیں۔ ہم آپ کی معلومات صرف اس کورس کے بارے میں آپ سے رابطے کے لیے استعمال کرتے ہیں۔',
    courses: {
      'Web Development': 'ویب ڈویلپمنٹ',
      'Mobile Application Development': 'موبائل ایپلیکیشن ڈویلپمنٹ',
      'Shopify Apps Development': 'Shopify ایپس ڈویلپمنٹ',
      'Shopify Store Creation and Modifications': 'Shopify اسٹور کی تیاری اور ترامیم',
      'React JS': 'React JS',
      Laravel: 'Laravel',
      'React Native': 'React Native',
      'MERN Stack': 'MERN Stack',
      'Basic Computer Course (Windows, MS Office)': 'بنیادی کمپیوٹر کورس (Windows، MS Office)',
      'Digital Marketing': 'ڈیجیٹل مارکیٹنگ',
      Crypto: 'کرپٹو',
    },
  },
};

/** Both forms' words in each language. */
export const leadFormWords: Readonly<Record<Language, LeadFormWords>> = { en, ur };

/** A choice field's options as a select shows them: sent as the English label, read in the language. */
export function choiceOptions<T extends string>(
  options: readonly T[],
  labels: Readonly<Record<T, string>>,
): { value: T; label: string }[] {
  return options.map((value) => ({ value, label: labels[value] }));
}
