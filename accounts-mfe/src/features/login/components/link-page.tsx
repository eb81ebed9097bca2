import styled from '@emotion/styled';
import { ButtonLink } from '@site/federation';
import { useLocale } from '@site/i18n';
import { isUnavailable, serverUnavailableIn } from '@site/leads';
import { loginPath, peopleApi, type LinkInfo, type LinkPurpose } from '@site/people';
import { useLocation, useNavigate } from '@site/router';
import { paths } from '@site/site';
import { Alert, Button } from '@site/ui';
import { useEffect, useRef, useState } from 'react';
import { Waiting } from '@/components/waiting';
import { isAbort, peopleRequest, refusalOf } from '@/lib/people-api';
import { isMarkedSignedIn, markSignedOut } from '@/lib/signed-in-mark';
import { useLinksMessages } from '@/messages/en/links';
import { useLoginMessages } from '@/messages/en/login';
import { tokenOfFragment } from '../lib/link-token';
import type { LinkMode } from '../lib/login-mode';
import { NewPasswordForm } from './new-password-form';

type State =
  | { step: 'checking' }
  | { step: 'form'; info: LinkInfo }
  | { step: 'done'; purpose: LinkPurpose }
  | { step: 'refused'; reason: 'gone' | 'incomplete' | 'unavailable' | 'unreachable' };

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
`;

/**
 * A link's refusal: gone (410, 404: used, expired, unknown), our server briefly unavailable
 * (502-504: a wait, then the same link again), or the API not reached.
 */
const reasonOf = (error: unknown) => {
  const { status } = refusalOf(error);
  if (status === 410 || status === 404) return 'gone';
  return isUnavailable(status) ? 'unavailable' : 'unreachable';
};

/**
 * What a one-time link does, once the page has its script: `verify` confirms the address at once
 * (once: a second run of the effect, as React's development checks make, sends nothing);
 * `reset` and `invite` ask the API whose link it is, then let the person choose a password
 * (NewPasswordForm). The token leaves the address bar once the link is used.
 */
export function LinkPage({ mode }: { mode: LinkMode }) {
  const t = useLinksMessages();
  const login = useLoginMessages();
  const language = useLocale();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  // The link as it was opened: once used, its token leaves the address, not this page's state.
  const [token] = useState(() => tokenOfFragment(hash));
  const [state, setState] = useState<State>(() =>
    token ? { step: 'checking' } : { step: 'refused', reason: 'incomplete' },
  );
  const [attempt, setAttempt] = useState(0);
  const sent = useRef(-1);

  const used = (purpose: LinkPurpose) => {
    // A new password ends every session of the account, this device's too.
    if (purpose !== 'verify') markSignedOut();
    setState({ step: 'done', purpose });
    navigate(`${pathname}${search}`, { replace: true });
  };

  useEffect(() => {
    if (!token || sent.current === attempt) return undefined;
    sent.current = attempt;
    setState({ step: 'checking' });
    if (mode === 'verify') {
      // Not aborted when the effect is cleaned up: the link works once, its answer is kept.
      peopleRequest(peopleApi.verify, { method: 'POST', body: { token, language } }).then(
        () => used('verify'),
        (error: unknown) => setState({ step: 'refused', reason: reasonOf(error) }),
      );
      return undefined;
    }
    const controller = new AbortController();
    peopleRequest<LinkInfo>(peopleApi.link, {
      method: 'POST',
      body: { token, language },
      signal: controller.signal,
    }).then(
      (info) => setState({ step: 'form', info }),
      (error: unknown) => {
        if (isAbort(error)) sent.current = -1;
        else setState({ step: 'refused', reason: reasonOf(error) });
      },
    );
    return () => controller.abort();
    // `used` changes with the location, which this effect changes itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, mode, attempt, language]);

  switch (state.step) {
    case 'checking':
      return <Waiting label={login.link.checking} />;
    case 'form':
      return (
        <NewPasswordForm
          token={token ?? ''}
          info={state.info}
          onDone={() => used(state.info.purpose)}
          onGone={() => setState({ step: 'refused', reason: 'gone' })}
        />
      );
    case 'done':
      return <Done purpose={state.purpose} />;
    case 'refused':
      return (
        <Column>
          <Alert tone="error">
            {
              {
                gone: t.gone[mode],
                incomplete: t.incomplete,
                unavailable: serverUnavailableIn[language],
                unreachable: t.unreachable,
              }[state.reason]
            }
          </Alert>
          {state.reason === 'unavailable' || state.reason === 'unreachable' ? (
            <Button type="button" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t.retry}
            </Button>
          ) : mode === 'verify' ? (
            <ButtonLink to={paths.login}>{t.signIn}</ButtonLink>
          ) : (
            <ButtonLink to={loginPath('forgot')}>{t.newLink}</ButtonLink>
          )}
        </Column>
      );
  }
}

/** The link did what it was for: where to go next. */
function Done({ purpose }: { purpose: LinkPurpose }) {
  const t = useLinksMessages();
  if (purpose === 'verify') {
    const signedIn = isMarkedSignedIn();
    return (
      <Column>
        <Alert tone="success">
          <strong>{t.verified.title}.</strong> {signedIn ? t.verified.signedIn : t.verified.text}
        </Alert>
        {signedIn ? (
          <ButtonLink to={paths.profile}>{t.profile}</ButtonLink>
        ) : (
          <ButtonLink to={paths.login}>{t.signIn}</ButtonLink>
        )}
      </Column>
    );
  }
  return (
    <Column>
      <Alert tone="success">
        <strong>{t.done[purpose].title}.</strong> {t.done[purpose].text}
      </Alert>
      {purpose === 'invite' ? (
        <ButtonLink to={paths.studentLogin}>{t.studentSignIn}</ButtonLink>
      ) : (
        <ButtonLink to={paths.login}>{t.signIn}</ButtonLink>
      )}
    </Column>
  );
}
