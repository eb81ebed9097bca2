import styled from '@emotion/styled';
import { paths } from '@site/site';
import { usePageMeta } from '@site/federation';
import { Icon } from '@site/ui';
import { useState } from 'react';
import { InlineLink } from '@/components/auth-form';
import { AuthLayout } from '@/components/auth-layout';
import { contactNotice } from '@/components/next-steps-notice';
import { PasswordSignInForm } from '@/components/password-sign-in-form';
import { usePasswordSignIn } from '@/lib/use-password-sign-in';
import { enAdmin, useAdminMessages } from '@/messages/en/admin';

/** The system the administrators sign in to, in English. */
export const adminSubtitle = enAdmin.subtitle;

const Warning = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[6]};
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

/** /admin-jeansrecycle: the administrator sign-in (front end only). */
export function AdminLoginScreen() {
  const t = useAdminMessages();
  usePageMeta({ description: t.description(t.subtitle) });
  const [username, setUsername] = useState('');
  const { passwordProps, submitted, complete } = usePasswordSignIn('admin-sign-in');

  return (
    <AuthLayout icon="shield" eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle} tone="dark">
      <Warning>
        <Icon name="alert" />
        <p>
          <strong>{t.restricted}</strong>
          {t.warningBefore} <InlineLink to={paths.home}>{t.warningLink}</InlineLink>
          {t.warningAfter}
        </p>
      </Warning>
      <PasswordSignInForm
        label={t.formLabel}
        onSubmit={() => complete({ username })}
        identifier={{ kind: 'username', value: username, onChange: setUsername }}
        password={{ autoComplete: 'current-password', ...passwordProps }}
        notice={contactNotice(submitted, t.notice)}
      />
    </AuthLayout>
  );
}
