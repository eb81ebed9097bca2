import styled from '@emotion/styled';
import { TOTP_FIELD_MAX_LENGTH, type SetupInfo } from '@site/staff';
import { TextField } from '@site/ui';
import { useSetupMessages } from '@/messages/en/staff-setup';
import { keyInGroups, svgDataUrl } from '../lib/setup-link';

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

export interface AuthenticatorFieldsProps {
  /** The id of the code's field (the form focuses it when the code is refused). */
  id: string;
  username: string;
  totp: SetupInfo['totp'];
  code: string;
  onCodeChange: (code: string) => void;
  error: string | undefined;
}

/**
 * Setting up an authenticator app, which every account signs in with (issue 42): its QR code, its
 * key in groups of four for whoever cannot scan, and a current code to prove that it works.
 */
export function AuthenticatorFields({
  id,
  username,
  totp,
  code,
  onCodeChange,
  error,
}: AuthenticatorFieldsProps) {
  const t = useSetupMessages().totp;
  return (
    <Authenticator>
      <legend>{t.legend}</legend>
      <p className="muted">{t.required}</p>
      <p>{t.scan}</p>
      <img src={svgDataUrl(totp.qrSvg)} alt={t.qrAlt(username)} width={176} height={176} />
      <p>
        {t.key}
        <code dir="ltr">{keyInGroups(totp.secret)}</code>
      </p>
      <TextField
        id={id}
        label={t.code}
        name="totpCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={TOTP_FIELD_MAX_LENGTH}
        dir="ltr"
        required
        hint={t.codeHint}
        error={error}
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
      />
    </Authenticator>
  );
}
