import { SENT_PARAM, SIGN_IN_FORM } from '@site/federation';
import { useSearchParams } from '@site/router';
import { PASSWORD_MIN_LENGTH } from '@site/staff';
import { TextField } from '@site/ui';
import { useId, useRef, useState } from 'react';
import { IsolatedPart } from '@/components/isolated-part';
import { FormNote, InlineLink } from '@/components/auth-form';
import { KeepSignedIn } from '@/components/keep-signed-in';
import { NeedsScript } from '@/components/needs-script';
import { PasswordField } from '@/components/password-field';
import { PasswordSignInForm } from '@/components/password-sign-in-form';
import { SignInFailure } from '@/components/sign-in-failure';
import { preloadAccountRequests } from '@/lib/load-account-requests';
import { useAccountSignIn } from '@/lib/use-account-sign-in';
import { useFormMessages } from '@/messages/en/form';
import { useLoginMessages } from '@/messages/en/login';
import { useSignInMessages } from '@/messages/en/sign-in';
import { useCreateAccount, type NewAccountField } from '../hooks/use-create-account';
import { loginModeHref, type FormMode } from '../lib/login-mode';

export interface LoginFormProps {
  /** The URL's mode: Sign In, or Create Account (`?mode=create-account`). */
  mode: FormMode;
}

/**
 * The /login form: Sign In (with "Keep me signed in"), or Create Account with Full Name and
 * Confirm Password (its checks and request: useCreateAccount), which asks the API to mail a
 * verification link and then says to check the mail (the same whether or not the address had an
 * account). One form for both, so that a switch of mode keeps what was typed and the focus on the
 * switch; what was said about the other mode goes.
 */
export function LoginForm({ mode }: LoginFormProps) {
  const t = { form: useFormMessages(), login: useLoginMessages(), signIn: useSignInMessages() };
  const text = t.login.modes[mode];
  const creating = mode === 'create-account';
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [visible, setVisible] = useState(false);
  // Posted by the browser itself (before the script, or without it): back as `?sent=sign-in`.
  const [params] = useSearchParams();
  const postedWithoutScript = params.get(SENT_PARAM) === SIGN_IN_FORM;
  const signIn = useAccountSignIn();
  const id = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const keepRef = useRef<HTMLInputElement>(null);
  const confirmId = `${id}-confirm`;
  const focus = (field: NewAccountField) =>
    (field === 'password' ? passwordRef.current : document.getElementById(`${id}-${field}`))?.focus();
  const signUp = useCreateAccount(focus);

  // The mode changed (the switch link, or back and forward): what was said about the other mode
  // goes, what was typed stays. Set while rendering, so no frame shows the other mode's notice.
  const [shownMode, setShownMode] = useState(mode);
  if (shownMode !== mode) {
    setShownMode(mode);
    signIn.clearFailure();
    signUp.reset();
  }

  const forgetPasswords = () => {
    setPassword('');
    setConfirmPassword('');
    setVisible(false);
  };

  const onSubmit = async () => {
    if (creating) {
      // Sent: the passwords go (the mail says what next). Refused: everything typed stays.
      if (await signUp.send({ name, email, password, confirmPassword })) forgetPasswords();
      return;
    }
    const result = await signIn.submit({ email, password, keepSignedIn: keepRef.current?.checked ?? false });
    if (result !== 'wrong-credentials') return;
    // The e-mail or password was wrong: everything typed stays but the password.
    forgetPasswords();
    passwordRef.current?.focus();
  };

  const failure = creating
    ? signUp.failure && <SignInFailure failure={{ message: signUp.failure, offerReset: false }} />
    : signIn.failure && <SignInFailure failure={signIn.failure} />;
  const sentTo = creating ? signUp.sentTo : null;
  return (
    <PasswordSignInForm
      label={text.title}
      onSubmit={onSubmit}
      onFocus={preloadAccountRequests}
      before={
        <>
          {!postedWithoutScript && <NeedsScript />}
          {creating && (
            <TextField
              id={`${id}-name`}
              label={t.form.fullName}
              name="name"
              autoComplete="name"
              required
              dir="auto"
              error={signUp.errors.name}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </>
      }
      identifier={{
        kind: 'email',
        id: `${id}-email`,
        value: email,
        onChange: setEmail,
        autoComplete: creating ? 'email' : 'username',
        error: creating ? signUp.errors.email : undefined,
      }}
      password={{
        autoComplete: creating ? 'new-password' : 'current-password',
        value: password,
        onChange: (e) => {
          setPassword(e.target.value);
          signUp.recheck(e.target.value, confirmPassword);
        },
        visible,
        onVisibleChange: setVisible,
        alsoControls: creating ? [confirmId] : [],
        inputRef: passwordRef,
        hint: creating ? t.login.passwordHint(PASSWORD_MIN_LENGTH) : undefined,
        error: creating ? signUp.errors.password : undefined,
      }}
      forgotPassword={!creating}
      afterPassword={
        creating ? (
          <PasswordField
            id={confirmId}
            label={t.form.confirmPassword}
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(e) => {
              setConfirmPassword(e.target.value);
              signUp.recheck(password, e.target.value);
            }}
            visible={visible}
            error={signUp.mismatch}
          />
        ) : (
          <KeepSignedIn inputRef={keepRef} />
        )
      }
      failure={failure || undefined}
      submitLabel={text.submit}
      submitting={signIn.busy ? t.signIn.signingIn : signUp.busy ? t.login.creating : undefined}
      notice={{
        open: postedWithoutScript || sentTo !== null,
        title: sentTo !== null ? t.login.sent.title : t.signIn.noScript.title,
        children:
          sentTo !== null ? (
            <>
              <p>
                <IsolatedPart text={t.login.sent.signUp(sentTo)} part={sentTo} />
              </p>
              <p>{t.login.sent.spam}</p>
            </>
          ) : (
            <p>{t.signIn.noScript.text}</p>
          ),
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
