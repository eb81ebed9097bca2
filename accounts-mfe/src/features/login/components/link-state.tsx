import { onDemand } from '@site/federation';
import { useSyncExternalStore } from 'react';
import { NeedsScript } from '@/components/needs-script';
import { Waiting } from '@/components/waiting';
import { APP } from '@/messages';
import { useLoginMessages } from '@/messages/en/login';
import type { LinkMode } from '../lib/login-mode';

/** What a link does, a chunk of its own with its words: no first visit to /login carries it. */
const linkPage = onDemand(APP, () =>
  import(/* webpackChunkName: "login-link" */ './link-page').then((module) => module.LinkPage),
);

const noChange = () => () => {};

/**
 * `/login?mode=verify|reset|invite#token=…`: a one-time link's state. Its token is in the
 * fragment, which the server never sees: the server renders what it can (the state's heading
 * and "Checking your link…", and without script what to do), and the browser, once hydrated,
 * loads the part that reads the token and does what the link is for.
 */
export function LinkState({ mode }: { mode: LinkMode }) {
  const t = useLoginMessages().link;
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (hydrated) return <linkPage.Part label={t.label} mode={mode} />;
  return (
    <>
      <NeedsScript />
      <Waiting label={t.checking} />
    </>
  );
}
