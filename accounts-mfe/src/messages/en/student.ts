// accounts-mfe's words in English: the 'student' part of its catalogue (its Urdu is ../ur/student.ts).
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enStudent = {
  description: (companyName: string) => `Sign in to the ${companyName} Student Portal.`,
  eyebrow: 'Students',
  subtitle: 'Sign in with the e-mail you enrolled with to reach your courses.',
  formLabel: 'Student Portal sign in',
  aside: {
    title: 'Your classroom, online soon',
    description: 'The Student Portal is where enrolled students of CodeNest will follow their courses.',
    points: [
      'Course progress and results',
      'Class schedules for your batch',
      'Notes and assignments from instructors',
    ],
  },
  notice: {
    title: 'The Student Portal is coming soon',
    text: 'Online sign-in for students is not available yet, so nothing was sent and no password was stored. For your classes, attendance or results, ask your instructor or the front desk.',
    contact: 'E-mail',
  },
  help: 'Need help signing in?',
  contactUs: 'Contact us',
} satisfies Catalogue;

/** The 'student' words in the page's language: `const t = useStudentMessages();`. */
export const useStudentMessages = defineMessages('student', enStudent, {
  ur: () => import(/* webpackChunkName: "messages-ur-student" */ '../ur/student'),
});
