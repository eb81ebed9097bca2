/** The two modes of the /login form and their texts. */
export type LoginMode = 'sign-in' | 'create-account';

export interface LoginModeText {
  title: string;
  subtitle: string;
  submit: string;
  switchPrompt: string;
  switchAction: string;
}

export const loginModeText = {
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
} as const satisfies Record<LoginMode, LoginModeText>;

export const passwordMismatchMessage = 'Passwords do not match. Enter the same password in both fields.';

export const loginAside = {
  title: 'Learn, build and grow in Sargodha',
  description: 'Classroom courses in web, mobile and Shopify development, taught by working developers.',
  points: [
    'Follow your course progress in one place',
    'Morning, evening and weekend batches',
    'Real projects you can show to employers',
  ],
} as const;
