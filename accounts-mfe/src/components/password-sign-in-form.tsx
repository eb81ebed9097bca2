import { paths } from '@site/site';
import { Button, TextField } from '@site/ui';
import type { FormEvent, ReactNode } from 'react';
import { useFormMessages } from '@/messages/en/form';
import { AuthForm, ForgotRow, SmallLink } from './auth-form';
import { NextStepsNotice } from './next-steps-notice';
import { PasswordField, type PasswordFieldProps } from './password-field';

/**
 * What a screen signs in with: an e-mail address (visitors, students) or a username
 * (administrators). Both read in their own direction inside a right-to-left page.
 */
const identifiers = {
  email: { type: 'email', name: 'email', inputMode: 'email', dir: 'auto' },
  username: { name: 'username', autoCapitalize: 'none', spellCheck: false, dir: 'auto' },
} as const;

export interface PasswordSignInFormProps {
  /** The form's accessible name ("Student Portal sign in"). */
  label: string;
  /** The screen's own submit; the browser's is prevented (posted without script, the site's server answers). */
  onSubmit: () => void;
  /** The form took the focus (a field of it): what it sends can be fetched now. */
  onFocus?: () => void;
  /** Fields before the identifier (Full Name, when creating an account). */
  before?: ReactNode;
  identifier: {
    kind: keyof typeof identifiers;
    value: string;
    onChange: (value: string) => void;
    /** `username` when signing in (the default); `email` when creating an account. */
    autoComplete?: 'username' | 'email';
    id?: string;
    /** What the API said of it (Create Account's address). */
    error?: string;
  };
  /** The password field's state (`usePasswordSignIn`) and its autocomplete hint. */
  password: Omit<PasswordFieldProps, 'label' | 'required'>;
  /** The "Forgot password?" link under the password. */
  forgotPassword?: boolean;
  /** A field after the password (Confirm Password, or "Keep me signed in"). */
  afterPassword?: ReactNode;
  /** What went wrong, said above the button (`role="alert"`). */
  failure?: ReactNode;
  submitLabel?: string;
  /** While the form is being sent: the button's label then (it is disabled meanwhile). */
  submitting?: string;
  /**
   * What the screen says once the form is sent (politely, `role="status"`): by the browser itself
   * (`?sent=sign-in`: nothing is kept, the page needs its script), or by the page's script.
   */
  notice: { open: boolean; title: string; children: ReactNode };
  /** A line under the form ("Need help signing in?"). */
  children?: ReactNode;
}

/**
 * The form of every sign-in screen: the identifier, the password (never posted: its field has no
 * name), an optional "Forgot password?", a field after it, what went wrong, the submit button
 * and the notice of what happens next.
 */
export function PasswordSignInForm({
  label,
  onSubmit,
  onFocus,
  before,
  identifier,
  password,
  forgotPassword = false,
  afterPassword,
  failure,
  submitLabel,
  submitting,
  notice,
  children,
}: PasswordSignInFormProps) {
  const t = useFormMessages();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <AuthForm method="post" onSubmit={submit} onFocus={onFocus} aria-label={label}>
      {before}
      <TextField
        {...identifiers[identifier.kind]}
        id={identifier.id}
        error={identifier.error}
        label={identifier.kind === 'email' ? t.email : t.username}
        autoComplete={identifier.autoComplete ?? 'username'}
        required
        value={identifier.value}
        onChange={(e) => identifier.onChange(e.target.value)}
      />
      <PasswordField label={t.password} required {...password} />
      {forgotPassword && (
        <ForgotRow>
          <SmallLink to={paths.forgotPassword}>{t.forgotPassword}</SmallLink>
        </ForgotRow>
      )}
      {afterPassword}
      {failure}
      <Button type="submit" size="lg" fullWidth disabled={submitting !== undefined}>
        {submitting ?? submitLabel ?? t.signIn}
      </Button>
      <NextStepsNotice open={notice.open} title={notice.title}>
        {notice.children}
      </NextStepsNotice>
      {children}
    </AuthForm>
  );
}
