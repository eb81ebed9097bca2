import { paths, siteSettings } from '@site/site';
import { usePageMeta } from '@site/federation';
import { useState } from 'react';
import illustration from '@/assets/learning-illustration.svg';
import { FormNote, InlineLink } from '@/components/auth-form';
import { AuthAside } from '@/components/auth-aside';
import { AuthLayout } from '@/components/auth-layout';
import { ContactLine } from '@/components/next-steps-notice';
import { PasswordSignInForm } from '@/components/password-sign-in-form';
import { usePasswordSignIn } from '@/lib/use-password-sign-in';

const studentAside = {
  title: 'Your classroom, online soon',
  description: 'The Student Portal is where enrolled students of CodeNest will follow their courses.',
  points: [
    'Course progress and results',
    'Class schedules for your batch',
    'Notes and assignments from instructors',
  ],
} as const;

/** /student/login: the Student Portal sign-in (front end only). */
export function StudentLoginScreen() {
  usePageMeta({ description: `Sign in to the ${siteSettings.companyName} Student Portal.` });
  const [email, setEmail] = useState('');
  const { passwordProps, submitted, complete } = usePasswordSignIn('student-sign-in');

  return (
    <AuthLayout
      icon="book"
      eyebrow="Students"
      title="Student Portal"
      subtitle="Sign in with the e-mail you enrolled with to reach your courses."
      aside={<AuthAside {...studentAside} illustration={{ src: illustration, width: 480, height: 340 }} />}
    >
      <PasswordSignInForm
        label="Student Portal sign in"
        onSubmit={() => complete({ email })}
        identifier={{ kind: 'email', value: email, onChange: setEmail }}
        password={{ autoComplete: 'current-password', ...passwordProps }}
        forgotPassword
        notice={{
          open: submitted,
          title: 'The Student Portal is coming soon',
          children: (
            <>
              <p>
                Online sign-in for students is not available yet, so nothing was sent and no password was
                stored. For your classes, attendance or results, ask your instructor or the front desk.
              </p>
              <ContactLine lead="E-mail" />
            </>
          ),
        }}
      >
        <FormNote>
          Need help signing in? <InlineLink to={paths.contact}>Contact us</InlineLink>
        </FormNote>
      </PasswordSignInForm>
    </AuthLayout>
  );
}
