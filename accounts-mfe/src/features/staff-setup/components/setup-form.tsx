import styled from '@emotion/styled';
import { staffApi, type SetupInfo } from '@site/staff';
import { Alert, Button } from '@site/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { AuthForm } from '@/components/auth-form';
import { staffRequest, StaffApiError } from '@/lib/staff-api';
import { useSetupMessages } from '@/messages/en/staff-setup';
import { checkSetup, type SetupErrors } from '../lib/setup-checks';
import { AuthenticatorFields } from './authenticator-fields';
import { NewPasswordFields } from './new-password-fields';

const Account = styled.p`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.subtle};
  .label {
    display: block;
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export interface SetupFormProps {
  token: string;
  info: SetupInfo;
  onDone: () => void;
  /** The link was used or expired meanwhile (410, 404). */
  onExpired: () => void;
}

/**
 * A one-time link's form: whose account it is, the new password (NewPasswordFields) and the
 * authenticator (AuthenticatorFields). What the page can check is checked before sending
 * (checkSetup); the API's refusals go under their fields, the focus to the first.
 */
export function SetupForm({ token, info, onDone, onExpired }: SetupFormProps) {
  const t = useSetupMessages();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<SetupErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const codeId = `${id}-code`;

  /** Shows the messages and takes the focus to the first field that has one. */
  const refuse = (found: SetupErrors) => {
    setErrors(found);
    if (found.password) passwordRef.current?.focus();
    else if (found.confirm) confirmRef.current?.focus();
    else if (found.totpCode) document.getElementById(codeId)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkSetup({ password, confirm, code }, info.username, t);
    const { digits } = checked;
    if (Object.keys(checked.errors).length || !digits) return refuse(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      await staffRequest(staffApi.setup, {
        method: 'POST',
        body: { token, password, totpCode: digits },
      });
      onDone();
    } catch (error) {
      const api = error instanceof StaffApiError ? error : new StaffApiError(0, '');
      if (api.status === 410 || api.status === 404) onExpired();
      else if (api.status === 422 && (api.errors.password || api.errors.totpCode))
        refuse({ password: api.errors.password?.join(' '), totpCode: api.errors.totpCode?.join(' ') });
      else setFailure(api.message || t.unreachable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthForm method="post" onSubmit={submit} aria-label={t.formLabel} noValidate>
      <Account>
        <span className="label">{t.account}</span>
        <strong>
          <bdi>{info.username}</bdi>
        </strong>{' '}
        · {t.roles[info.role]}
      </Account>
      {/* For password managers: whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={info.username} readOnly hidden />
      <NewPasswordFields
        id={id}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        errors={errors}
        passwordRef={passwordRef}
        confirmRef={confirmRef}
      />
      <AuthenticatorFields
        id={codeId}
        username={info.username}
        totp={info.totp}
        code={code}
        onCodeChange={setCode}
        error={errors.totpCode}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        {busy ? t.submitting : t.submit}
      </Button>
    </AuthForm>
  );
}
