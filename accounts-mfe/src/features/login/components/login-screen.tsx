import { siteSettings } from '@site/site';
import { usePageMeta } from '@site/federation';
import { useSearchParams } from '@site/router';
import illustration from '@/assets/learning-illustration.svg';
import { AuthAside } from '@/components/auth-aside';
import { AuthLayout } from '@/components/auth-layout';
import { useLoginMessages } from '@/messages/en/login';
import { MODE_PARAM, modeFromParam } from '../lib/login-mode';
import { LoginForm } from './login-form';

/**
 * /login: one form, Sign In or Create Account (`?mode=create-account`). The mode is the URL's, so
 * the server renders the form the address names and the switch is a link that works at once.
 */
export function LoginScreen() {
  const t = useLoginMessages();
  const [params] = useSearchParams();
  const mode = modeFromParam(params.get(MODE_PARAM));
  const text = t.modes[mode];
  // The title and the heading are the mode's: the route's title is the sign-in mode's, which the
  // document shows until this page's code is here.
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
      <LoginForm mode={mode} />
    </AuthLayout>
  );
}
