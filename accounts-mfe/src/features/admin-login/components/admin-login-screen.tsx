import styled from '@emotion/styled';
import { SENT_PARAM, SIGN_IN_FORM, usePageMeta } from '@site/federation';
import { useRouteTitle } from '@site/federation/route-title';
import { useSearchParams } from '@site/router';
import { paths } from '@site/site';
import { Alert, Icon } from '@site/ui';
import { useRef, useState } from 'react';
import { InlineLink } from '@/components/auth-form';
import { AuthLayout } from '@/components/auth-layout';
import { PasswordSignInForm } from '@/components/password-sign-in-form';
import { isSessionReason, SESSION_PARAM } from '@/lib/staff-paths';
import { enAdmin, useAdminMessages } from '@/messages/en/admin';
import { useStaffSignIn } from '../hooks/use-staff-sign-in';
import { TotpForm } from './totp-form';

/** The system the administrators sign in to, in English. */
export const adminSubtitle = enAdmin.subtitle;

const Warning = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.warningSubtle};
  color: ${({ theme }) => theme.colors.fg.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    margin-block-start: 0.1rem;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/**
 * /admin-jeansrecycle: the door of the staff area. The username and password go to the staff
 * API, then the authenticator's code when it asks for it; signed in, the staff page the visitor
 * was sent from (`?next=`) or the inbox. Before its script the form waits for it (the page's
 * event contract holds the tap); without script it posts to the page, which keeps nothing (the
 * password field has no name) and says the staff area needs JavaScript.
 */
export function AdminLoginScreen() {
  const t = useAdminMessages();
  const title = useRouteTitle();
  usePageMeta({ description: t.description(t.subtitle) });
  const [params] = useSearchParams();
  const reason = params.get(SESSION_PARAM);
  const postedWithoutScript = params.get(SENT_PARAM) === SIGN_IN_FORM;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const signIn = useStaffSignIn();

  const submitPassword = async () => {
    if (await signIn.submitPassword({ username, password })) return;
    // Refused: everything typed stays but the password.
    setPassword('');
    setVisible(false);
    passwordRef.current?.focus();
  };

  return (
    <AuthLayout icon="shield" eyebrow={t.eyebrow} title={title} subtitle={t.subtitle} tone="dark">
      <Stack>
        <Warning>
          <Icon name="alert" />
          <p>
            <strong>{t.restricted}</strong>
            {t.warningBefore} <InlineLink to={paths.home}>{t.warningLink}</InlineLink>
            {t.warningAfter}
          </p>
        </Warning>
        {/* Said once: after a post without script, the form's notice says it. */}
        {!postedWithoutScript && (
          <noscript>
            <Alert tone="info">
              <strong>{t.noScript.title}.</strong> {t.noScript.text}
            </Alert>
          </noscript>
        )}
        {isSessionReason(reason) && <Alert tone="info">{t.sessionNotices[reason]}</Alert>}
        {signIn.failure && (
          <Alert tone="error">
            <span dir="auto">{signIn.failure}</span>
          </Alert>
        )}
        {signIn.step === 'password' ? (
          <PasswordSignInForm
            label={t.formLabel}
            onSubmit={submitPassword}
            identifier={{ kind: 'username', value: username, onChange: setUsername }}
            password={{
              autoComplete: 'current-password',
              value: password,
              onChange: (event) => setPassword(event.target.value),
              visible,
              onVisibleChange: setVisible,
              inputRef: passwordRef,
            }}
            submitting={signIn.busy ? t.signingIn : undefined}
            notice={{
              open: postedWithoutScript,
              title: t.noScript.title,
              children: <p>{t.noScript.text}</p>,
            }}
          />
        ) : (
          <TotpForm busy={signIn.busy} onSubmit={signIn.submitCode} onRestart={signIn.restart} />
        )}
      </Stack>
    </AuthLayout>
  );
}
