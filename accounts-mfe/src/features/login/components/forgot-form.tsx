import { LINK_LIFETIME_HOURS } from '@site/people';
import { Button, TextField } from '@site/ui';
import { useId, useState, type FormEvent } from 'react';
import { IsolatedPart } from '@/components/isolated-part';
import { AuthForm, FormNote, InlineLink } from '@/components/auth-form';
import { NextStepsNotice } from '@/components/next-steps-notice';
import { SignInFailure } from '@/components/sign-in-failure';
import { useFormMessages } from '@/messages/en/form';
import { useLinksMessages } from '@/messages/en/links';
import { useLoginMessages } from '@/messages/en/login';
import { usePeopleForm } from '../hooks/use-people-form';
import { loginModeHref } from '../lib/login-mode';

const fields = ['email'] as const;

/**
 * `/login?mode=forgot`: asks for a link to choose a new password (a part on demand: the server
 * renders the state's heading only). The answer is the same whether or not the address has an
 * account (an account's owner gets the link), so the page says it the same way too, naming the
 * address it was asked for.
 */
export function ForgotForm() {
  const t = {
    form: useFormMessages(),
    login: useLoginMessages(),
    links: useLinksMessages(),
  };
  const text = t.links.forgot;
  const [email, setEmail] = useState('');
  const request = usePeopleForm('passwordReset', fields, t.links.unreachable);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { refused } = await request.send(email, { email });
    if (refused.email) document.getElementById(id)?.focus();
  };

  return (
    <AuthForm method="post" onSubmit={submit} aria-label={t.login.modes.forgot.title}>
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
        {request.busy ? text.sending : text.submit}
      </Button>
      <NextStepsNotice open={request.sentTo !== null} title={t.login.sent.title}>
        {request.sentTo !== null && (
          <>
            <p>
              <IsolatedPart text={text.sent(request.sentTo, LINK_LIFETIME_HOURS)} part={request.sentTo} />
            </p>
            <p>{t.login.sent.spam}</p>
          </>
        )}
      </NextStepsNotice>
      <FormNote>
        {text.switchPrompt} <InlineLink to={loginModeHref('sign-in')}>{text.switchAction}</InlineLink>
      </FormNote>
    </AuthForm>
  );
}
