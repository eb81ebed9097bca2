import styled from '@emotion/styled';
import { staffApi, type SetupInfo } from '@site/staff';
import { Alert, Button, TextField } from '@site/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { AuthForm } from '@/components/auth-form';
import { PasswordField } from '@/components/password-field';
import { staffRequest, StaffApiError } from '@/lib/staff-api';
import { useSetupMessages } from '@/messages/en/staff-setup';
import { keyInGroups, PASSWORD_MIN_LENGTH, svgDataUrl, totpDigits } from '../lib/setup-link';

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

const Authenticator = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    padding-inline: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .muted {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  img {
    justify-self: center;
    width: 11rem;
    height: 11rem;
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border.subtle};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.bg.surface};
  }
  code {
    display: block;
    margin-block-start: ${({ theme }) => theme.space[1]};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    letter-spacing: 0.08em;
    word-spacing: 0.3em;
    overflow-wrap: anywhere;
  }
`;

type FieldErrors = Partial<Record<'password' | 'confirm' | 'totpCode', string>>;

export interface SetupFormProps {
  token: string;
  info: SetupInfo;
  onDone: () => void;
  /** The link was used or expired meanwhile (410, 404). */
  onExpired: () => void;
}

/**
 * The password (at least 12 characters, nothing else asked) with its confirmation, and the
 * authenticator set-up (required for admins, offered to staff): its QR code, its key in groups of
 * four, and a current code to prove it works. The API's refusals go under their fields.
 */
export function SetupForm({ token, info, onDone, onExpired }: SetupFormProps) {
  const t = useSetupMessages();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const { required } = info.totp;

  /** Shows the messages and takes the focus to the first field that has one. */
  const refuse = (found: FieldErrors) => {
    setErrors(found);
    if (found.password) passwordRef.current?.focus();
    else if (found.confirm) confirmRef.current?.focus();
    else if (found.totpCode) document.getElementById(`${id}-code`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const digits = totpDigits(code);
    const found: FieldErrors = {};
    if ([...password].length < PASSWORD_MIN_LENGTH) found.password = t.passwordShort;
    else if (password !== confirm) found.confirm = t.mismatch;
    if ((required || code.trim()) && !digits) found.totpCode = t.totp.invalid;
    if (Object.keys(found).length) return refuse(found);
    setErrors({});
    setBusy(true);
    try {
      await staffRequest(staffApi.setup, {
        method: 'POST',
        body: { token, password, ...(digits ? { totpCode: digits } : {}) },
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
      <PasswordField
        label={t.password}
        required
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={t.passwordHint}
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
        label={t.confirm}
        required
        autoComplete="new-password"
        error={errors.confirm}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        visible={visible}
        inputRef={confirmRef}
      />
      <Authenticator>
        <legend>{t.totp.legend}</legend>
        <p className="muted">{required ? t.totp.required : t.totp.optional}</p>
        <p>{t.totp.scan}</p>
        <img src={svgDataUrl(info.totp.qrSvg)} alt={t.totp.qrAlt(info.username)} width={176} height={176} />
        <p>
          {t.totp.key}
          <code dir="ltr">{keyInGroups(info.totp.secret)}</code>
        </p>
        <TextField
          id={`${id}-code`}
          label={t.totp.code}
          name="totpCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          dir="ltr"
          required={required}
          showOptional
          hint={required ? t.totp.codeHint : `${t.totp.codeHint} ${t.totp.codeOptionalHint}`}
          error={errors.totpCode}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Authenticator>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        {busy ? t.submitting : t.submit}
      </Button>
    </AuthForm>
  );
}
