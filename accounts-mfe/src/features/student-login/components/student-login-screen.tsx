import { paths, siteSettings } from '@site/site';
import { usePageMeta } from '@site/federation';
import { useRouteTitle } from '@site/federation/route-title';
import { useState } from 'react';
import illustration from '@/assets/learning-illustration.svg';
import { FormNote, InlineLink } from '@/components/auth-form';
import { AuthAside } from '@/components/auth-aside';
import { AuthLayout } from '@/components/auth-layout';
import { contactNotice } from '@/components/next-steps-notice';
import { PasswordSignInForm } from '@/components/password-sign-in-form';
import { usePasswordSignIn } from '@/lib/use-password-sign-in';
import { useStudentMessages } from '@/messages/en/student';

/** /student/login: the Student Portal sign-in (front end only). */
export function StudentLoginScreen() {
  const t = useStudentMessages();
  const title = useRouteTitle();
  usePageMeta({ description: t.description(siteSettings.companyName) });
  const [email, setEmail] = useState('');
  const { passwordProps, submitted, complete } = usePasswordSignIn('student-sign-in');

  return (
    <AuthLayout
      icon="book"
      eyebrow={t.eyebrow}
      title={title}
      subtitle={t.subtitle}
      aside={<AuthAside {...t.aside} illustration={{ src: illustration, width: 480, height: 340 }} />}
    >
      <PasswordSignInForm
        label={t.formLabel}
        onSubmit={() => complete({ email })}
        identifier={{ kind: 'email', value: email, onChange: setEmail }}
        password={{ autoComplete: 'current-password', ...passwordProps }}
        forgotPassword
        notice={contactNotice(submitted, t.notice)}
      >
        <FormNote>
          {t.help} <InlineLink to={paths.contact}>{t.contactUs}</InlineLink>
        </FormNote>
      </PasswordSignInForm>
    </AuthLayout>
  );
}
