import styled from '@emotion/styled';
import { siteSettings } from '@site/site';
import { usePageMeta } from '@site/federation';
import { useSearchParams } from '@site/router';
import { Alert, type IconName } from '@site/ui';
import illustration from '@/assets/learning-illustration.svg';
import { AuthAside } from '@/components/auth-aside';
import { AuthLayout } from '@/components/auth-layout';
import { isPersonSessionReason, PERSON_SESSION_PARAM } from '@/lib/person-paths';
import { useLoginMessages } from '@/messages/en/login';
import { MODE_PARAM, modeFromParam, type LoginMode } from '../lib/login-mode';
import { LoginForm } from './login-form';
import { StatePart } from './state-part';

const Notice = styled.div`
  margin-block-end: ${({ theme }) => theme.space[5]};
`;

const icons: Record<LoginMode, IconName> = {
  'sign-in': 'lock',
  'create-account': 'user',
  forgot: 'mail',
  verify: 'mail',
  reset: 'lock',
  invite: 'book',
};

/**
 * /login in each of its states (`?mode=`): the spec's one form, Sign In or Create Account; asking
 * for a link to choose a new password; and the states a mailed link opens. The state is the
 * URL's, so the server renders the one the address names and the switch is a link that works at
 * once.
 */
export function LoginScreen() {
  const t = useLoginMessages();
  const [params] = useSearchParams();
  const mode = modeFromParam(params.get(MODE_PARAM));
  const reason = params.get(PERSON_SESSION_PARAM);
  const text = t.modes[mode];
  // The title and the heading are the state's: the route's title is the sign-in's, which the
  // document shows until this page's code is here.
  usePageMeta({
    title: text.title,
    description: t.description(siteSettings.companyName),
  });
  return (
    <AuthLayout
      icon={icons[mode]}
      title={text.title}
      subtitle={text.subtitle}
      aside={<AuthAside {...t.aside} illustration={{ src: illustration, width: 480, height: 340 }} />}
    >
      {mode === 'sign-in' && isPersonSessionReason(reason) && (
        <Notice>
          <Alert tone="success">{t.sessionNotices[reason]}</Alert>
        </Notice>
      )}
      {mode === 'sign-in' || mode === 'create-account' ? (
        <LoginForm mode={mode} />
      ) : (
        <StatePart mode={mode} />
      )}
    </AuthLayout>
  );
}
