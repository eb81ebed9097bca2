import { onDemand } from '@site/federation';
import { useSyncExternalStore } from 'react';
import { NeedsScript } from '@/components/needs-script';
import { Waiting } from '@/components/waiting';
import { APP } from '@/messages';
import { useLoginMessages } from '@/messages/en/login';
import type { OnDemandMode } from '../lib/login-mode';

/**
 * What /login does in the states besides the spec's form, a chunk of its own with its words (the
 * 'links' part): no first visit to /login carries it.
 */
const statePage = onDemand(APP, () =>
  import(/* webpackChunkName: "login-states" */ './state-page').then((module) => module.StatePage),
);

const noChange = () => () => {};

/**
 * `/login?mode=forgot` (asking for a reset link) and `/login?mode=verify|reset|invite#token=…` (a
 * one-time link, whose token is in the fragment, which the server never sees). The server renders
 * the state's heading (the screen's) and, here, "Checking your link…" or nothing but the note for
 * a browser without script (neither can reach the API without it); the browser, once hydrated,
 * loads the state's part, which does the rest.
 */
export function StatePart({ mode }: { mode: OnDemandMode }) {
  const t = useLoginMessages().link;
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (hydrated) return <statePage.Part label={t.label} mode={mode} />;
  return (
    <>
      <NeedsScript />
      {mode !== 'forgot' && <Waiting label={t.checking} />}
    </>
  );
}
