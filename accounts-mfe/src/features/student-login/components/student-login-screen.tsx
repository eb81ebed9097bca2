import { SENT_PARAM, SIGN_IN_FORM, usePageMeta } from '@site/federation';
import { useRouteTitle } from '@site/federation/route-title';
import { loginPath } from '@site/people';
import { useSearchParams } from '@site/router';
import { paths, siteSettings } from '@site/site';
import { useRef, useState } from 'react';
import illustration from '@/assets/learning-illustration.svg';
import { FormNote, InlineLink } from '@/components/auth-form';
import { AuthAside } from '@/components/auth-aside';
import { AuthLayout } from '@/components/auth-layout';
import { KeepSignedIn } from '@/components/keep-signed-in';
import { NeedsScript } from '@/components/needs-script';
import { PasswordSignInForm } from '@/components/password-sign-in-form';
import { SignInFailure } from '@/components/sign-in-failure';
import { preloadAccountRequests } from '@/lib/load-account-requests';
import { useAccountSignIn } from '@/lib/use-account-sign-in';
import { useSignInMessages } from '@/messages/en/sign-in';
import { useStudentMessages } from '@/messages/en/student';

/**
 * /student/login: the Student Portal. It signs in the same kind of account as /login (a student
 * is an account with a course); signed in → /profile, where the courses are. Its help text says
 * where the first password comes from (the invitation) and leads to a new one.
 */
export function StudentLoginScreen() {
  const t = { student: useStudentMessages(), signIn: useSignInMessages() };
  const title = useRouteTitle();
  usePageMeta({ description: t.student.description(siteSettings.companyName) });
  const [params] = useSearchParams();
  const postedWithoutScript = params.get(SENT_PARAM) === SIGN_IN_FORM;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const keepRef = useRef<HTMLInputElement>(null);
  const signIn = useAccountSignIn();

  const submit = async () => {
    const result = await signIn.submit({ email, password, keepSignedIn: keepRef.current?.checked ?? false });
    if (result !== 'wrong-credentials') return;
    // The e-mail or password was wrong: everything typed stays but the password.
    setPassword('');
    setVisible(false);
    passwordRef.current?.focus();
  };

  return (
    <AuthLayout
      icon="book"
      eyebrow={t.student.eyebrow}
      title={title}
      subtitle={t.student.subtitle}
      aside={<AuthAside {...t.student.aside} illustration={{ src: illustration, width: 480, height: 340 }} />}
    >
      <PasswordSignInForm
        label={t.student.formLabel}
        onSubmit={submit}
        onFocus={preloadAccountRequests}
        before={!postedWithoutScript && <NeedsScript />}
        identifier={{ kind: 'email', value: email, onChange: setEmail }}
        password={{
          autoComplete: 'current-password',
          value: password,
          onChange: (event) => setPassword(event.target.value),
          visible,
          onVisibleChange: setVisible,
          inputRef: passwordRef,
        }}
        forgotPassword
        afterPassword={<KeepSignedIn inputRef={keepRef} />}
        failure={signIn.failure && <SignInFailure failure={signIn.failure} />}
        submitting={signIn.busy ? t.signIn.signingIn : undefined}
        notice={{
          open: postedWithoutScript,
          title: t.signIn.noScript.title,
          children: <p>{t.signIn.noScript.text}</p>,
        }}
      >
        <FormNote>
          {t.student.firstTime} {t.student.forgotPrompt}{' '}
          <InlineLink to={loginPath('forgot')}>{t.student.forgotAction}</InlineLink>
        </FormNote>
        <FormNote>
          {t.student.help} <InlineLink to={paths.contact}>{t.student.contactUs}</InlineLink>
        </FormNote>
      </PasswordSignInForm>
    </AuthLayout>
  );
}
