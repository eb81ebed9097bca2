import { paths, siteSettings } from '@site/site';
import { usePageMeta } from '@site/federation';
import { Button, TextField } from '@site/ui';
import { useState, type FormEvent } from 'react';
import illustration from '@/assets/learning-illustration.svg';
import { AuthForm, ForgotRow, FormNote, InlineLink, SmallLink } from '@/components/auth-form';
import { AuthAside } from '@/components/auth-aside';
import { AuthLayout } from '@/components/auth-layout';
import { ContactLine, NextStepsNotice } from '@/components/next-steps-notice';
import { PasswordField } from '@/components/password-field';
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    complete({ email });
  };

  return (
    <AuthLayout
      icon="book"
      eyebrow="Students"
      title="Student Portal"
      subtitle="Sign in with the e-mail you enrolled with to reach your courses."
      aside={<AuthAside {...studentAside} illustration={{ src: illustration, width: 480, height: 340 }} />}
    >
      <AuthForm method="post" onSubmit={onSubmit} aria-label="Student Portal sign in">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField label="Password" autoComplete="current-password" required {...passwordProps} />
        <ForgotRow>
          <SmallLink to={paths.forgotPassword}>Forgot password?</SmallLink>
        </ForgotRow>
        <Button type="submit" size="lg" fullWidth>
          Sign In
        </Button>
        <NextStepsNotice open={submitted} title="The Student Portal is coming soon">
          <p>
            Online sign-in for students is not available yet, so nothing was sent and no password was stored.
            For your classes, attendance or results, ask your instructor or the front desk.
          </p>
          <ContactLine lead="E-mail" />
        </NextStepsNotice>
        <FormNote>
          Need help signing in? <InlineLink to={paths.contact}>Contact us</InlineLink>
        </FormNote>
      </AuthForm>
    </AuthLayout>
  );
}
