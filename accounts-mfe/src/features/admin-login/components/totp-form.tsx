import styled from '@emotion/styled';
import { TOTP_DIGITS, TOTP_FIELD_MAX_LENGTH, TOTP_PERIOD_SECONDS, totpCodeDigits } from '@site/staff';
import { Button, TextField } from '@site/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { AuthForm, FormNote, LinkButton } from '@/components/auth-form';
import { useAdminMessages } from '@/messages/en/admin';

const Step = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface TotpFormProps {
  busy: boolean;
  /** Sends the code; resolves false when it was refused (the code is kept, selected, to retype). */
  onSubmit: (code: string) => Promise<boolean>;
  onRestart: () => void;
}

/** The second step of a staff sign-in, in the same card: the authenticator app's code. */
export function TotpForm({ busy, onSubmit, onRestart }: TotpFormProps) {
  const t = useAdminMessages().totp;
  const base = useId();
  const id = `${base}-code`;
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  // ui's TextField keeps its input's ref to itself: the field is found by its id.
  const field = () => document.getElementById(id) as HTMLInputElement | null;

  // The step replaces the password form: the code field takes the focus it had.
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spaces allowed ("123 456", as some apps show them), and a phone keyboard's Urdu digits.
    const digits = totpCodeDigits(code);
    if (!digits) {
      setInvalid(true);
      field()?.focus();
      return;
    }
    setInvalid(false);
    if (!(await onSubmit(digits))) field()?.select();
  };

  return (
    <AuthForm method="post" onSubmit={submit} aria-labelledby={`${base}-step`} noValidate>
      <div>
        <Step id={`${base}-step`}>{t.formLabel}</Step>
        <p>{t.text(TOTP_DIGITS)}</p>
      </div>
      <TextField
        id={id}
        label={t.label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={TOTP_FIELD_MAX_LENGTH}
        required
        dir="ltr"
        hint={t.hint(TOTP_DIGITS, TOTP_PERIOD_SECONDS)}
        error={invalid ? t.invalid(TOTP_DIGITS) : undefined}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          if (invalid) setInvalid(false);
        }}
      />
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        {busy ? t.verifying : t.submit}
      </Button>
      <FormNote>
        <LinkButton type="button" onClick={onRestart}>
          {t.restart}
        </LinkButton>
      </FormNote>
    </AuthForm>
  );
}
