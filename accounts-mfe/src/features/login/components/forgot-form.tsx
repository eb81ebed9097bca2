import { SENT_PARAM, SIGN_IN_FORM } from '@site/federation';
import { LINK_LIFETIME_HOURS, peopleApi } from '@site/people';
import { useSearchParams } from '@site/router';
import { Button, TextField } from '@site/ui';
import { useId, useState, type FormEvent } from 'react';
import { AuthForm, FormNote, InlineLink } from '@/components/auth-form';
import { NeedsScript } from '@/components/needs-script';
import { NextStepsNotice } from '@/components/next-steps-notice';
import { SignInFailure } from '@/components/sign-in-failure';
import { useFormMessages } from '@/messages/en/form';
import { useLoginMessages } from '@/messages/en/login';
import { useSignInMessages } from '@/messages/en/sign-in';
import { usePeopleForm } from '../hooks/use-people-form';
import { loginModeHref } from '../lib/login-mode';

const fields = ['email'] as const;

/**
 * `/login?mode=forgot`: asks for a link to choose a new password. The answer is the same whether
 * or not the address has an account (an account's owner gets the link), so the page says it the
 * same way too, naming the address it was asked for.
 */
export function ForgotForm() {
  const t = { form: useFormMessages(), login: useLoginMessages(), signIn: useSignInMessages() };
  const text = t.login.modes.forgot;
  const [email, setEmail] = useState('');
  const [params] = useSearchParams();
  const postedWithoutScript = params.get(SENT_PARAM) === SIGN_IN_FORM;
  const request = usePeopleForm(peopleApi.passwordReset, fields);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = await request.send(email, { email });
    if (refused.email) document.getElementById(id)?.focus();
  };

  return (
    <AuthForm method="post" onSubmit={submit} aria-label={text.title}>
      {!postedWithoutScript && <NeedsScript />}
      <TextField
        id={id}
        type="email"
        name="email"
        inputMode="email"
        dir="auto"
        label={t.form.email}
        autoComplete="username"
        required
        error={request.errors.email}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {request.failure && <SignInFailure failure={{ message: request.failure, offerReset: false }} />}
      <Button type="submit" size="lg" fullWidth disabled={request.busy}>
        {request.busy ? t.login.sending : text.submit}
      </Button>
      <NextStepsNotice
        open={postedWithoutScript || request.sentTo !== null}
        title={request.sentTo !== null ? t.login.sent.title : t.signIn.noScript.title}
      >
        {request.sentTo !== null ? (
          <>
            <p>{t.login.sent.reset(request.sentTo, LINK_LIFETIME_HOURS)}</p>
            <p>{t.login.sent.spam}</p>
          </>
        ) : (
          <p>{t.signIn.noScript.text}</p>
        )}
      </NextStepsNotice>
      <FormNote>
        {text.switchPrompt} <InlineLink to={loginModeHref('sign-in')}>{text.switchAction}</InlineLink>
      </FormNote>
    </AuthForm>
  );
}
