// accounts-mfe's words in English: the 'student' part of its catalogue (its Urdu is ../ur/student.ts).
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enStudent = {
  description: (companyName: string) => `Sign in to the ${companyName} Student Portal.`,
  eyebrow: 'Students',
  subtitle: 'Sign in with the e-mail you enrolled with to reach your courses.',
  formLabel: 'Student Portal sign in',
  aside: {
    title: 'Your classroom, online',
    description: 'Enrolled students of CodeNest follow their courses here, as their teachers keep them.',
    points: [
      'Your courses and how far along you are',
      'Your batch and the day you enrolled',
      'What you sent us, and where it stands',
    ],
  },
  /** The help text: the invitation's first password, and the way to a new one. */
  firstTime: 'First time here? Choose your password with the link in the e-mail we sent when you enrolled.',
  forgotPrompt: 'Lost your password?',
  forgotAction: 'Get a new one by e-mail',
  help: 'Need help signing in?',
  contactUs: 'Contact us',
} satisfies Catalogue;

/** The 'student' words in the page's language: `const t = useStudentMessages();`. */
export const useStudentMessages = defineMessages('student', enStudent, {
  ur: () => import(/* webpackChunkName: "messages-ur-student" */ '../ur/student'),
});
