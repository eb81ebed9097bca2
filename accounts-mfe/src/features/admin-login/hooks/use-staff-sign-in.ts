import { DEFAULT_LOCALE, useLocale } from '@site/i18n';
import { useNavigate, useSearchParams } from '@site/router';
import { staffApi, type SignInAnswer, type SignInRequest } from '@site/staff';
import { useState } from 'react';
import { replacePage } from '@/lib/leave-page';
import { staffRequest, StaffApiError } from '@/lib/staff-api';
import { NEXT_PARAM, nextAfterSignIn } from '@/lib/staff-paths';
import { useAdminMessages } from '@/messages/en/admin';

export type SignInStep = 'password' | 'totp';

/**
 * The staff sign-in against the API: the password (`staffApi.session`), then, when the API asks
 * for it, the authenticator's code (`staffApi.sessionTotp`). Signed in → the staff page of `?next=`
 * (a path under /admin-jeansrecycle/ only), else the inbox. A refusal → `failure`: the API's
 * message on an English page (it may say how long to wait), the page's own words on an Urdu page
 * (the API speaks English) or when the API gave none.
 */
export function useStaffSignIn() {
  const t = useAdminMessages();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<SignInStep>('password');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const say = (error: unknown, refused: string) => {
    const status = error instanceof StaffApiError ? error.status : 0;
    const own =
      status === 429
        ? t.failures.throttled
        : status === 0 || status >= 500
          ? t.failures.unreachable
          : refused;
    const apiMessage = error instanceof StaffApiError && status !== 0 ? error.message : '';
    setFailure(locale === DEFAULT_LOCALE && apiMessage ? apiMessage : own);
  };

  const enter = () => {
    const target = nextAfterSignIn(params.get(NEXT_PARAM));
    // The staff pages are English only: from an Urdu sign-in page they are a page load away.
    if (locale === DEFAULT_LOCALE) navigate(target, { replace: true });
    else replacePage(target);
  };

  /** Sends a request of the sign-in; true when it went through. */
  async function send(path: string, body: unknown, refused: string): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await staffRequest<SignInAnswer>(path, { method: 'POST', body });
      if (answer.step === 'totp') setStep('totp');
      else enter();
      return true;
    } catch (error) {
      say(error, refused);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    step,
    busy,
    failure,
    submitPassword: (request: SignInRequest) => send(staffApi.session, request, t.failures.refused),
    submitCode: (code: string) => send(staffApi.sessionTotp, { code }, t.totp.refused),
    /** Back to the username and password (another account, or a two-step sign-in that expired). */
    restart: () => {
      setStep('password');
      setFailure(null);
    },
  };
}
