// The English words of the enrollment form's card, its aside, its success screen and its WhatsApp
// contact point (the form's own words and answers are the leads contract's): a part of academy's
// catalogue in a module of its own, so that a chunk carries only the English it renders; the Urdu
// is ../ur/enrollment.ts.
import type { Catalogue } from '@site/i18n';
import { siteSettings } from '@site/site';
import { defineMessages } from '@/messages';
import { enCourseBenefits } from './course-benefits';

const company = siteSettings.companyName;

export const enEnrollment = {
  heading: 'Your details',
  intro: 'Tell us who you are and which course you want. We will call you to confirm your seat.',
  aside: {
    label: 'About enrollment',
    whyHeading: 'Why study with us',
    /** The course benefits, then the FAQ's policy on batches (repeated where a student chooses a course). */
    reasons: [
      ...enCourseBenefits,
      'Morning, evening and weekend batches',
      'Sessions of 2-3 hours, 3-4 times a week',
      '7-day money-back guarantee',
    ],
    contactHeading: 'Questions? Talk to admissions',
    address: siteSettings.address,
  },
  success: {
    /** After a submit with script; `{name}`, `{course}` and `{email}` are shown emphasised. */
    thanks:
      'Thank you, {name}. We have received your enrollment for {course}. Our admissions team will contact you at {email} to confirm your batch and schedule.',
    /** After a post without script, which knows only the course. */
    thanksCourseOnly:
      'Thank you. We have received your enrollment for {course}. Our admissions team will contact you at the e-mail address you gave to confirm your batch and schedule.',
    enrollAnother: 'Enroll in Another Course',
    backHome: 'Back to Home',
  },
  whatsApp: {
    question: 'Questions about admission?',
    label: 'Message us on WhatsApp',
    /** The message typed in for the company, beside the form: naming the chosen course, if any. */
    formMessage: (course: string | undefined) =>
      `Hello ${company}! I would like to enroll in ${course ?? 'a course'}. Please guide me through admission.`,
    /** On the success screen, naming the course enrolled in. */
    successMessage: (course: string) =>
      `Hello ${company}! I have just submitted my enrollment for ${course} on your website. Please confirm my batch.`,
  },
} satisfies Catalogue;

/** These words in the page's language: `const t = useEnrollmentMessages();`. */
export const useEnrollmentMessages = defineMessages('enrollment', enEnrollment, {
  ur: () => import(/* webpackChunkName: "messages-ur-enrollment" */ '../ur/enrollment'),
});
