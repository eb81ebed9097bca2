import { useLocale } from '@site/i18n';
import { peopleApi, type PersonMe } from '@site/people';
import { useCallback, useEffect, useState } from 'react';
import { isAbort, peopleRequest, refusalOf, type PeopleApiError } from '@/lib/people-api';
import { markSignedOut } from '@/lib/signed-in-mark';
import type { StaffRequestOptions } from '@/lib/staff-api';

export type PersonState =
  { state: 'loading' } | { state: 'ready'; me: PersonMe } | { state: 'failed'; error: PeopleApiError };

/** A request with the person's session; a change sends its CSRF token and the page's language. */
export type PersonRequest = <T>(
  path: string,
  options?: Omit<StaffRequestOptions, 'csrfToken' | 'signal'>,
) => Promise<T>;

/**
 * The signed-in person, from the API (`peopleApi.me`: the whole of /profile's data), held in the
 * page's state only. `request` makes a change with the session: its CSRF token, and the page's
 * language for the API's words. A 401, here or from any change, means the session is over: the
 * device's flag goes (the page shows the sample again) and `onEnded` is told.
 */
export function usePerson(onEnded: () => void) {
  const language = useLocale();
  const [person, setPerson] = useState<PersonState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const ended = useCallback(() => {
    markSignedOut();
    onEnded();
  }, [onEnded]);

  useEffect(() => {
    const controller = new AbortController();
    setPerson({ state: 'loading' });
    peopleRequest<PersonMe>(peopleApi.me, { signal: controller.signal }).then(
      (me) => setPerson({ state: 'ready', me }),
      (error: unknown) => {
        if (isAbort(error)) return;
        const refusal = refusalOf(error);
        if (refusal.status === 401) ended();
        else setPerson({ state: 'failed', error: refusal });
      },
    );
    return () => controller.abort();
  }, [attempt, ended]);

  const csrfToken = person.state === 'ready' ? person.me.csrfToken : undefined;
  const request = useCallback<PersonRequest>(
    <T>(path: string, options: Parameters<PersonRequest>[1] = {}) => {
      // The page's language for the API's words, unless the body names one of its own (the
      // profile's, the language of the person's mails).
      const body =
        options.body !== undefined && typeof options.body === 'object'
          ? { language, ...options.body }
          : options.body;
      return peopleRequest<T>(path, { ...options, body, csrfToken }).catch((error: unknown) => {
        if (refusalOf(error).status === 401) ended();
        throw error;
      });
    },
    [csrfToken, language, ended],
  );

  /** Puts a part of the answer in place after a change (the profile saved, say). */
  const update = useCallback((change: (me: PersonMe) => PersonMe) => {
    setPerson((current) =>
      current.state === 'ready' ? { state: 'ready', me: change(current.me) } : current,
    );
  }, []);

  return { person, request, update, retry: () => setAttempt((n) => n + 1) };
}
