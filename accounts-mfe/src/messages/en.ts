// accounts-mfe's words in English: the source catalogue.
import type { Catalogue } from '@site/i18n';

export const en = {
  form: {
    email: 'Email',
    username: 'Username',
    password: 'Password',
    fullName: 'Full Name',
    confirmPassword: 'Confirm Password',
    forgotPassword: 'Forgot password?',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    signIn: 'Sign In',
  },
  /** "E-mail info@… or call +92… / +92…." around the company's e-mail and phones. */
  contact: {
    orCall: 'or call',
    end: '.',
  },
  login: {
    description: (companyName: string) => `Sign in to your ${companyName} account, or create one.`,
    modes: {
      'sign-in': {
        title: 'Sign In',
        subtitle: 'Welcome back! Sign in to continue learning with CodeNest.',
        submit: 'Sign In',
        switchPrompt: "Don't have an account?",
        switchAction: 'Create Account',
      },
      'create-account': {
        title: 'Create Account',
        subtitle: 'Join CodeNest to keep your courses and progress in one place.',
        submit: 'Create Account',
        switchPrompt: 'Already have an account?',
        switchAction: 'Sign In',
      },
    },
    mismatch: 'Passwords do not match. Enter the same password in both fields.',
    aside: {
      title: 'Learn, build and grow in Sargodha',
      description: 'Classroom courses in web, mobile and Shopify development, taught by working developers.',
      points: [
        'Follow your course progress in one place',
        'Morning, evening and weekend batches',
        'Real projects you can show to employers',
      ],
    },
    notice: {
      title: 'Online accounts are coming soon',
      createBefore:
        'We could not create your account yet: online sign-up is not available, so nothing was sent or stored. To join a course, use the',
      createLink: 'enrollment form',
      createAfter: '.',
      createContact: 'Questions? E-mail',
      signIn:
        'Signing in online is not available yet, so nothing was sent and no password was stored. Your classes, progress and results are with the institute for now.',
      signInContact: 'E-mail',
    },
  },
  student: {
    description: (companyName: string) => `Sign in to the ${companyName} Student Portal.`,
    eyebrow: 'Students',
    title: 'Student Portal',
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
  },
  admin: {
    subtitle: 'Jeans Recycle — Recycling Management System',
    description: (subtitle: string) => `${subtitle}: administrator sign-in.`,
    eyebrow: 'Administrators',
    title: 'Admin Panel',
    restricted: 'Restricted area',
    warningBefore: 'Authorised administrators only. If you reached this page by mistake, go back to the',
    warningLink: 'home page',
    warningAfter: '.',
    formLabel: 'Admin sign in',
    notice: {
      title: 'Admin sign-in is not connected yet',
      text: 'This screen is not linked to the recycling management system yet, so nothing was sent and no password was stored.',
      contact: 'To reach the site team, e-mail',
    },
  },
  profile: {
    description: (companyName: string) => `Your ${companyName} profile and the progress of your courses.`,
    eyebrow: 'Student account',
    title: 'My Profile',
    intro: 'Your details and the courses you are taking with CodeNest.',
    card: {
      email: 'Email',
      phone: 'Phone',
      location: 'Location',
      joined: 'Joined',
      student: 'Student',
      empty: '—',
      edit: 'Edit Profile',
    },
    form: {
      title: 'Edit Profile',
      fullName: 'Full Name',
      email: 'Email',
      phone: 'Phone',
      location: 'Location',
      bio: 'Bio',
      save: 'Save Changes',
      cancel: 'Cancel',
    },
    notices: {
      saved: 'Profile saved. Your changes are kept in this browser.',
      notStored: 'Your changes are shown, but this browser would not let us keep them.',
      forgotten: 'Done: this browser no longer keeps your profile.',
    },
    forget: {
      note: 'Your changes are kept in this browser only. On a shared or lab computer, remove them before you leave.',
      button: 'Forget me on this device',
    },
    /** The sample student shown until there are real accounts (e-mail and phone stay as they are). */
    sample: {
      name: 'Ayesha Malik',
      location: 'Satellite Town, Sargodha, Punjab',
      bio: 'Computer science student at the University of Sargodha. Learning full-stack web development at CodeNest and building my first React and Laravel projects.',
    },
  },
  courses: {
    title: 'My Courses',
    intro: 'Your enrolments at CodeNest and how far along you are.',
    browse: 'Browse courses',
    enrolled: 'Enrolled',
    completed: 'Completed',
    average: 'Average progress',
    status: {
      'In Progress': 'In Progress',
      Completed: 'Completed',
    },
    /** `percent` is formatted for the language ('75%'). */
    complete: (percent: string) => `${percent} complete`,
    progressLabel: (title: string) => `${title} progress`,
    enrolledOn: (date: string) => `Enrolled ${date}`,
    titles: {
      'Web Development': 'Web Development',
      'Basic Computer Course': 'Basic Computer Course',
      'React JS': 'React JS',
    },
  },
} satisfies Catalogue;
