import { siteSettings } from '@site/site';
import { usePageMeta } from '@site/federation';
import { useState } from 'react';
import illustration from '@/assets/learning-illustration.svg';
import { AuthAside } from '@/components/auth-aside';
import { AuthLayout } from '@/components/auth-layout';
import { useLoginMessages } from '@/messages/en/login';
import type { LoginMode } from './login-content';
import { LoginForm } from './login-form';

/** /login: one form that toggles between Sign In and Create Account. */
export function LoginScreen() {
  const t = useLoginMessages();
  const [mode, setMode] = useState<LoginMode>('sign-in');
  const text = t.modes[mode];
  usePageMeta({
    title: text.title,
    description: t.description(siteSettings.companyName),
  });
  return (
    <AuthLayout
      icon={mode === 'sign-in' ? 'lock' : 'user'}
      title={text.title}
      subtitle={text.subtitle}
      aside={<AuthAside {...t.aside} illustration={{ src: illustration, width: 480, height: 340 }} />}
    >
      <LoginForm mode={mode} onModeChange={setMode} />
    </AuthLayout>
  );
}
