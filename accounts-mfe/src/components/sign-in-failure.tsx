import { loginPath } from '@site/people';
import { Alert } from '@site/ui';
import type { SignInFailure as Failure } from '@/lib/use-account-sign-in';
import { useSignInMessages } from '@/messages/en/sign-in';
import { InlineLink } from './auth-form';

/**
 * A refused sign-in, said at once: the API's words, and after a wrong e-mail or password the way
 * to a new one (`/login?mode=forgot`; the spec's "Forgot password?" link stays the 404 it draws).
 */
export function SignInFailure({ failure }: { failure: Failure }) {
  const t = useSignInMessages();
  return (
    <Alert tone="error">
      <span dir="auto">{failure.message}</span>
      {failure.offerReset && (
        <>
          {' '}
          {t.forgotPrompt} <InlineLink to={loginPath('forgot')}>{t.forgotAction}</InlineLink>
        </>
      )}
    </Alert>
  );
}
