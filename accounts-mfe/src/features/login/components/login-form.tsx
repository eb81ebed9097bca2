import { SENT_PARAM, SIGN_IN_FORM } from '@site/federation';
import { useSearchParams } from '@site/router';
import { paths } from '@site/site';
import { TextField } from '@site/ui';
import { useId, useRef, useState } from 'react';
import { FormNote, InlineLink } from '@/components/auth-form';
import { ContactLine } from '@/components/next-steps-notice';
import { PasswordField } from '@/components/password-field';
import { PasswordSignInForm } from '@/components/password-sign-in-form';
import { logSubmission } from '@/lib/log-submission';
import { useFormMessages } from '@/messages/en/form';
import { useLoginMessages } from '@/messages/en/login';
import { loginModeHref } from '../lib/login-mode';
import type { LoginMode } from './login-content';

export interface LoginFormProps {
  /** The URL's mode (`?mode=create-account`). */
  mode: LoginMode;
}

/** The /login form: Sign In, or Create Account with Full Name and Confirm Password. */
export function LoginForm({ mode }: LoginFormProps) {
  const t = { form: useFormMessages(), login: useLoginMessages() };
  const text = t.login.modes[mode];
  const creating = mode === 'create-account';
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [mismatch, setMismatch] = useState(false);
  // Posted by the browser itself (before the script, or without it): back as `?sent=sign-in`.
  const [params] = useSearchParams();
  const [submitted, setSubmitted] = useState<LoginMode | null>(() =>
    params.get(SENT_PARAM) === SIGN_IN_FORM ? mode : null,
  );
  const confirmRef = useRef<HTMLInputElement>(null);
  const confirmId = `${useId()}-confirm`;

  // The mode changed (the switch link, or back and forward): what was said about the other mode
  // goes, what was typed stays. Set while rendering, so no frame shows the other mode's notice.
  const [shownMode, setShownMode] = useState(mode);
  if (shownMode !== mode) {
    setShownMode(mode);
    setMismatch(false);
    setSubmitted(null);
  }

  const onSubmit = () => {
    if (creating && password !== confirmPassword) {
      // Keep what was typed; say what is wrong next to the field and go there.
      setMismatch(true);
      setSubmitted(null);
      confirmRef.current?.focus();
      return;
    }
    if (creating) logSubmission('create-account', { name, email });
    else logSubmission('sign-in', { email });
    // Nothing uses the passwords, so they are not kept around.
    setPassword('');
    setConfirmPassword('');
    setVisible(false);
    setMismatch(false);
    setSubmitted(mode);
  };

  // Once the mismatch message is shown, it updates as the visitor types.
  const stillMismatched = (next: { password?: string; confirm?: string }) =>
    (next.password ?? password) !== (next.confirm ?? confirmPassword);

  return (
    <PasswordSignInForm
      label={text.title}
      onSubmit={onSubmit}
      before={
        creating && (
          <TextField
            label={t.form.fullName}
            name="name"
            autoComplete="name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )
      }
      identifier={{
        kind: 'email',
        value: email,
        onChange: setEmail,
        autoComplete: creating ? 'email' : 'username',
      }}
      password={{
        autoComplete: creating ? 'new-password' : 'current-password',
        value: password,
        onChange: (e) => {
          setPassword(e.target.value);
          if (mismatch) setMismatch(stillMismatched({ password: e.target.value }));
        },
        visible,
        onVisibleChange: setVisible,
        alsoControls: creating ? [confirmId] : [],
      }}
      forgotPassword={!creating}
      afterPassword={
        creating && (
          <PasswordField
            id={confirmId}
            inputRef={confirmRef}
            label={t.form.confirmPassword}
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(e) => {
              setConfirmPassword(e.target.value);
              if (mismatch) setMismatch(stillMismatched({ confirm: e.target.value }));
            }}
            visible={visible}
            error={mismatch ? t.login.mismatch : undefined}
          />
        )
      }
      submitLabel={text.submit}
      notice={{
        open: submitted !== null,
        title: t.login.notice.title,
        children: <Notice submitted={submitted} />,
      }}
    >
      <FormNote>
        {text.switchPrompt}{' '}
        {/* A link to the other mode's URL. Before the script (or without it) the browser loads
            that URL, which the server renders in that mode: what was typed is not carried over
            (no field's value goes into a URL), a small loss for a form of two fields. Once the
            script is there, the router changes the URL without a reload and this form keeps
            what was typed (name, email, passwords). */}
        <InlineLink to={loginModeHref(creating ? 'sign-in' : 'create-account')}>
          {text.switchAction}
        </InlineLink>
      </FormNote>
    </PasswordSignInForm>
  );
}

/** What the notice says after a submit: nothing was sent, and where to go instead. */
function Notice({ submitted }: { submitted: LoginMode | null }) {
  const t = useLoginMessages().notice;
  return submitted === 'create-account' ? (
    <>
      <p>
        {t.createBefore} <InlineLink to={paths.enrollment}>{t.createLink}</InlineLink>
        {t.createAfter}
      </p>
      <ContactLine lead={t.createContact} />
    </>
  ) : (
    <>
      <p>{t.signIn}</p>
      <ContactLine lead={t.signInContact} />
    </>
  );
}
