import { usePageMeta } from '@site/federation';
import { useLocation, useNavigate } from '@site/router';
import { staffApi, type Me } from '@site/staff';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isAbort, staffRequest, StaffApiError, type StaffRequestOptions } from '@/lib/staff-api';
import { signInUrl } from '@/lib/staff-paths';
import { StaffSessionContext, type StaffSession } from '@/lib/staff-session';
import { useStaffMessages } from '@/messages/en/staff';
import { StaffBar } from './staff-bar';
import { StaffBackground, StaffContainer, StaffPageHead } from './staff-layout';
import { LoadFailed, Loading, NoScriptNote } from './staff-states';

type SessionState = { state: 'checking' } | { state: 'signed-in'; me: Me } | { state: 'unreachable' };

export interface StaffFrameProps {
  /** The page's name: its document title, and its h1 until the page has its own. */
  title: string;
  /** The page, once the session is known: it loads its own data with `useStaffSession()`. */
  children: ReactNode;
}

/**
 * Every staff page's frame. The site's server renders it without data (the staff bar's place, the
 * page's name, a loading state, and `<noscript>` for a browser without script); in the browser it
 * asks the API who is signed in and then shows the page, which loads its own data. A 401 here or
 * from any request of the page → the sign-in page, which comes back here. When the browser shows
 * this page again from its back-forward cache (after a sign-out, say), what it showed is cleared
 * at once and the session checked again.
 */
export function StaffFrame({ title, children }: StaffFrameProps) {
  const t = useStaffMessages();
  usePageMeta({ title });
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [session, setSession] = useState<SessionState>({ state: 'checking' });
  const [check, setCheck] = useState(0);

  // The page to come back to after signing in again: read when the session ends, not a reason
  // for the requests below to change.
  const here = useRef(`${pathname}${search}`);
  useEffect(() => {
    here.current = `${pathname}${search}`;
  }, [pathname, search]);
  const endSession = useCallback(
    () => navigate(signInUrl({ next: here.current, reason: 'ended' }), { replace: true }),
    [navigate],
  );

  useEffect(() => {
    const controller = new AbortController();
    staffRequest<Me>(staffApi.me, { signal: controller.signal }).then(
      (me) => setSession({ state: 'signed-in', me }),
      (error: unknown) => {
        if (isAbort(error)) return;
        if (error instanceof StaffApiError && error.status === 401) endSession();
        else setSession({ state: 'unreachable' });
      },
    );
    return () => controller.abort();
  }, [check, endSession]);

  // Forget what was shown, then ask the API again.
  const recheck = useCallback(() => {
    setSession({ state: 'checking' });
    setCheck((n) => n + 1);
  }, []);
  useEffect(() => {
    const shownAgain = (event: PageTransitionEvent) => {
      if (event.persisted) recheck();
    };
    window.addEventListener('pageshow', shownAgain);
    return () => window.removeEventListener('pageshow', shownAgain);
  }, [recheck]);

  return (
    <StaffBackground>
      <StaffBar me={session.state === 'signed-in' ? session.me : undefined} />
      <StaffContainer>
        {session.state === 'signed-in' ? (
          <SignedIn me={session.me} onSessionEnd={endSession}>
            {children}
          </SignedIn>
        ) : (
          <>
            <StaffPageHead title={title} />
            {session.state === 'checking' ? (
              <>
                <noscript>
                  <NoScriptNote>{t.noScript}</NoScriptNote>
                </noscript>
                <Loading label={t.checking} />
              </>
            ) : (
              <LoadFailed title={t.unreachable.title} onRetry={recheck}>
                {t.unreachable.text}
              </LoadFailed>
            )}
          </>
        )}
      </StaffContainer>
    </StaffBackground>
  );
}

/** The session for the page: its requests carry the CSRF token of changes and end on a 401. */
function SignedIn({ me, onSessionEnd, children }: { me: Me; onSessionEnd: () => void; children: ReactNode }) {
  const request = useCallback(
    <T,>(path: string, options: Omit<StaffRequestOptions, 'csrfToken'> = {}) => {
      const changes = options.method !== undefined && options.method !== 'GET';
      return staffRequest<T>(path, { ...options, ...(changes ? { csrfToken: me.csrfToken } : {}) }).catch(
        (error: unknown) => {
          if (error instanceof StaffApiError && error.status === 401) onSessionEnd();
          throw error;
        },
      );
    },
    [me.csrfToken, onSessionEnd],
  );
  const session = useMemo<StaffSession>(() => ({ me, request }), [me, request]);
  return <StaffSessionContext.Provider value={session}>{children}</StaffSessionContext.Provider>;
}
