import { useCallback, useEffect, useState } from 'react';
import { isAbort, StaffApiError } from './staff-api';
import { useStaffSession } from './staff-session';

/** What the page has of one answer of the staff API. */
export type Loaded<T> =
  { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; error: StaffApiError };

/**
 * One GET of the staff API for the page now shown, held in the page's state only (never in a
 * module, never in storage: nothing of a lead outlives the page). A new `path` loads afresh (the
 * old answer goes at once); `retry` loads again; `replace` puts the answer of a change in its place.
 */
export function useStaffResource<T>(path: string) {
  const { request } = useStaffSession();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    request<T>(path, { signal: controller.signal }).then(
      (data) => setLoaded({ state: 'ready', data }),
      (error: unknown) => {
        // Left behind, or the session ended (the frame is on its way to the sign-in page).
        if (isAbort(error) || (error instanceof StaffApiError && error.status === 401)) return;
        setLoaded({
          state: 'error',
          error: error instanceof StaffApiError ? error : new StaffApiError(0, ''),
        });
      },
    );
    return () => controller.abort();
  }, [path, attempt, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setLoaded({ state: 'ready', data }), []);
  return { loaded, retry, replace };
}
