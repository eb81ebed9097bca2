import { useLocale } from '@site/i18n';
import type { SignInRequest } from '@site/people';
import { useNavigate } from '@site/router';
import { paths } from '@site/site';
import { useState } from 'react';
import { useSignInMessages } from '@/messages/en/sign-in';
import { loadAccountRequests } from './load-account-requests';

export interface SignInFailure {
  message: string;
  /** A wrong e-mail or password (401): the refusal offers the self-service reset. */
  offerReset: boolean;
}

/**
 * How a sign-in ended: signed in (the page is on its way to /profile); the e-mail or password
 * wrong (the form clears the password); or refused otherwise (an address not confirmed yet, a
 * wait, the API out of reach), when the password was not the problem and stays as typed.
 */
export type SignInResult = 'signed-in' | 'wrong-credentials' | 'refused';

/**
 * A person's sign-in (`/login` and `/student/login` sign in the same kind of account): the e-mail,
 * the password and "Keep me signed in" go to the API in the page's language, which it answers in.
 * Signed in → the device is marked and `/profile` replaces the sign-in page. A refusal →
 * `failure`: the API's message (a wrong e-mail and a wrong password alike, an address not
 * confirmed yet, too many attempts and how long to wait), our server briefly unavailable (503),
 * or the page's own words when the API was not reached. Nothing is logged: a real sign-in writes
 * no password, nor anything else, to the console.
 */
export function useAccountSignIn() {
  const t = useSignInMessages();
  const language = useLocale();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  async function submit(request: Omit<SignInRequest, 'language'>): Promise<SignInResult> {
    setBusy(true);
    setFailure(null);
    const outcome = await loadAccountRequests().then(
      ({ signIn }) => signIn({ ...request, language }),
      () => ({ ok: false, status: 0, message: '' }) as const,
    );
    setBusy(false);
    if (outcome.ok) {
      navigate(paths.profile, { replace: true });
      return 'signed-in';
    }
    const wrong = outcome.status === 401;
    setFailure({ message: outcome.message || t.unreachable, offerReset: wrong });
    return wrong ? 'wrong-credentials' : 'refused';
  }

  return { busy, failure, submit, clearFailure: () => setFailure(null) };
}
