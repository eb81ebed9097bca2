import styled from '@emotion/styled';
import { paths } from '@site/site';
import { usePageMeta } from '@site/federation';
import { Icon } from '@site/ui';
import { useState } from 'react';
import { InlineLink } from '@/components/auth-form';
import { AuthLayout } from '@/components/auth-layout';
import { ContactLine } from '@/components/next-steps-notice';
import { PasswordSignInForm } from '@/components/password-sign-in-form';
import { usePasswordSignIn } from '@/lib/use-password-sign-in';

export const adminSubtitle = 'Jeans Recycle — Recycling Management System';

const Warning = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.warningSubtle};
  color: ${({ theme }) => theme.colors.fg.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    margin-top: 0.1rem;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** /admin-jeansrecycle: the administrator sign-in (front end only). */
export function AdminLoginScreen() {
  usePageMeta({ description: `${adminSubtitle}: administrator sign-in.` });
  const [username, setUsername] = useState('');
  const { passwordProps, submitted, complete } = usePasswordSignIn('admin-sign-in');

  return (
    <AuthLayout
      icon="shield"
      eyebrow="Administrators"
      title="Admin Panel"
      subtitle={adminSubtitle}
      tone="dark"
    >
      <Warning>
        <Icon name="alert" />
        <p>
          <strong>Restricted area</strong>
          Authorised administrators only. If you reached this page by mistake, go back to the{' '}
          <InlineLink to={paths.home}>home page</InlineLink>.
        </p>
      </Warning>
      <PasswordSignInForm
        label="Admin sign in"
        onSubmit={() => complete({ username })}
        identifier={{ kind: 'username', value: username, onChange: setUsername }}
        password={{ autoComplete: 'current-password', ...passwordProps }}
        notice={{
          open: submitted,
          title: 'Admin sign-in is not connected yet',
          children: (
            <>
              <p>
                This screen is not linked to the recycling management system yet, so nothing was sent and no
                password was stored.
              </p>
              <ContactLine lead="To reach the site team, e-mail" />
            </>
          ),
        }}
      />
    </AuthLayout>
  );
}
