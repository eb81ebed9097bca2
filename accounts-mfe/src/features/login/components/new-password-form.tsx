import styled from '@emotion/styled';
import { useLocale } from '@site/i18n';
import { peopleApi, peopleRefusalsIn, type LinkInfo } from '@site/people';
import { PASSWORD_MIN_LENGTH } from '@site/staff';
import { Alert, Button } from '@site/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { AuthForm } from '@/components/auth-form';
import { PasswordField } from '@/components/password-field';
import { newPasswordProblem } from '@/lib/new-password';
import { fieldMessage, peopleRequest, refusalMessage, refusalOf } from '@/lib/people-api';
import { useFormMessages } from '@/messages/en/form';
import { useLinksMessages } from '@/messages/en/links';
import { useLoginMessages } from '@/messages/en/login';

const Account = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.subtle};
  .hello {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .label {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    overflow-wrap: anywhere;
  }
`;

export interface NewPasswordFormProps {
  token: string;
  /** Whose link it is, and what for (a reset, or an invitation). */
  info: LinkInfo;
  onDone: () => void;
  /** The link was used or expired meanwhile (410). */
  onGone: () => void;
}

type Errors = { password?: string; confirm?: string };

/**
 * A reset or invitation link's form: whose account it is, the new password and its confirmation
 * (one eye shows both). The page checks what it can first (the rules that need no list, then the
 * two fields equal); the API's refusal goes under the password, the focus with it.
 */
export function NewPasswordForm({ token, info, onDone, onGone }: NewPasswordFormProps) {
  const t = useLinksMessages();
  const login = useLoginMessages();
  const form = useFormMessages();
  const words = t.form[info.purpose];
  const language = useLocale();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const refuse = (found: Errors) => {
    setErrors(found);
    (found.password ? passwordRef : confirmRef).current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const problem = newPasswordProblem(password, info.email, peopleRefusalsIn[language].password);
    if (problem) return refuse({ password: problem });
    if (password !== confirm) return refuse({ confirm: login.mismatch });
    setErrors({});
    setBusy(true);
    try {
      await peopleRequest(peopleApi.password, { method: 'POST', body: { token, password, language } });
      onDone();
    } catch (error) {
      const refusal = refusalOf(error);
      const message = refusal.status === 422 ? fieldMessage(refusal, 'password') : undefined;
      if (refusal.status === 410 || refusal.status === 404) onGone();
      else if (message) refuse({ password: message });
      else setFailure(refusalMessage(refusal, t.unreachable, language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthForm method="post" onSubmit={submit} aria-label={words.label} noValidate>
      <Account>
        {info.purpose === 'invite' && (
          <p className="hello" dir="auto">
            {t.hello(info.name)}
          </p>
        )}
        <p>
          <span className="label">{t.account}: </span>
          <strong>
            <bdi dir="ltr">{info.email}</bdi>
          </strong>
        </p>
      </Account>
      {/* For password managers: whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={info.email} readOnly hidden />
      <PasswordField
        label={words.password}
        required
        autoComplete="new-password"
        hint={login.passwordHint(PASSWORD_MIN_LENGTH)}
        error={errors.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        visible={visible}
        onVisibleChange={setVisible}
        alsoControls={[`${id}-confirm`]}
        inputRef={passwordRef}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={form.confirmPassword}
        required
        autoComplete="new-password"
        error={errors.confirm}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        visible={visible}
        inputRef={confirmRef}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        {busy ? t.saving : words.submit}
      </Button>
    </AuthForm>
  );
}
