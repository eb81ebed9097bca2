import styled from '@emotion/styled';
import { ButtonLink, usePageMeta } from '@site/federation';
import { useLocation, useNavigate } from '@site/router';
import { staffApi, staffPages, type SetupInfo } from '@site/staff';
import { Alert, Button } from '@site/ui';
import { useEffect, useState } from 'react';
import { AuthLayout } from '@/components/auth-layout';
import { Loading, NoScriptNote } from '@/components/staff-states';
import { isAbort, staffRequest, StaffApiError } from '@/lib/staff-api';
import { useStaffMessages } from '@/messages/en/staff';
import { useSetupMessages } from '@/messages/en/staff-setup';
import { tokenOfFragment } from '../lib/setup-link';
import { SetupForm } from './setup-form';

type Step =
  | { step: 'checking' }
  | { step: 'form'; token: string; info: SetupInfo }
  | { step: 'done' }
  | { step: 'refused'; reason: 'expired' | 'incomplete' | 'unreachable' };

const Done = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
`;

/** A failure of the link: gone (410, 404: used or expired), or the API not reached. */
const reasonOf = (error: unknown) =>
  error instanceof StaffApiError && (error.status === 410 || error.status === 404)
    ? 'expired'
    : 'unreachable';

/**
 * /admin-jeansrecycle/setup#token=…: the page of a one-time link. The token is in the fragment,
 * which the browser never sends to the site's server: the page reads it, asks the API whose link
 * it is, then sets the password (and the authenticator) with it. The server renders the frame
 * only: the card, "Checking your link…" and, without script, what to do.
 */
export function SetupScreen() {
  const t = useSetupMessages();
  const { retry } = useStaffMessages();
  usePageMeta({ title: t.title });
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<Step>({ step: 'checking' });
  const [attempt, setAttempt] = useState(0);
  // The link as it was opened: once used, its token leaves the address (below), not this page.
  const [token] = useState(() => tokenOfFragment(hash));

  useEffect(() => {
    if (!token) {
      setState({ step: 'refused', reason: 'incomplete' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ step: 'checking' });
    staffRequest<SetupInfo>(staffApi.setupCheck, {
      method: 'POST',
      body: { token },
      signal: controller.signal,
    }).then(
      (info) => setState({ step: 'form', token, info }),
      (error: unknown) => {
        if (!isAbort(error)) setState({ step: 'refused', reason: reasonOf(error) });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const done = () => {
    setState({ step: 'done' });
    // The link is used: its token leaves the address bar and this history entry.
    navigate(pathname, { replace: true });
  };

  let body;
  switch (state.step) {
    case 'checking':
      body = (
        <>
          <noscript>
            <NoScriptNote>{t.noScript}</NoScriptNote>
          </noscript>
          <Loading label={t.checking} />
        </>
      );
      break;
    case 'form':
      body = (
        <SetupForm
          token={state.token}
          info={state.info}
          onDone={done}
          onExpired={() => setState({ step: 'refused', reason: 'expired' })}
        />
      );
      break;
    case 'done':
      body = (
        <Done>
          <Alert tone="success">
            <strong>{t.done.title}.</strong> {t.done.text}
          </Alert>
          <ButtonLink to={staffPages.signIn}>{t.done.signIn}</ButtonLink>
        </Done>
      );
      break;
    case 'refused':
      body = (
        <Done>
          <Alert tone="error">{t[state.reason]}</Alert>
          {state.reason === 'unreachable' && (
            <Button type="button" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {retry}
            </Button>
          )}
        </Done>
      );
  }

  return (
    <AuthLayout icon="lock" eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle} tone="dark">
      {body}
    </AuthLayout>
  );
}
