import { loadTranslations, type Locale } from '@site/i18n';
import { Suspense, memo, use, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { UNIT_ATTRIBUTE, markHydrated } from './hydration';
import { loadWhenNear } from './near-viewport';
import { withPageWords } from './load-remote';
import { toResource, type Resource } from './resource';

/** Every island's loader, so that the server can load them all before it renders. */
const loaders = new Set<() => Promise<unknown>>();

/**
 * Loads the code of every island declared so far (a page module declares its islands when it
 * is evaluated), and its words in `locale`. The site's server awaits this before rendering: on
 * the server an island renders at once, like the rest of the page. Words that cannot be had make
 * their area fail as it renders (never English in their place).
 */
export async function loadIslands(locale: Locale): Promise<void> {
  await Promise.allSettled([...loaders].map((load) => load()));
  await loadTranslations(locale).catch(() => undefined);
}

/**
 * A section of a page whose code is a chunk of its own, fetched and hydrated when it comes near
 * the viewport (below the fold of a long page). The server renders it in full with the page, so
 * it is readable and its links work at once; until its code arrives it is a hydration unit that
 * holds taps (see hydration.ts) and replays them once it is ready.
 *
 * `name` identifies the island in the page (unique per page); `load` imports its component:
 * `island('team', () => import('./team-section').then((m) => m.TeamSection))`.
 */
export function island<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let started: Resource<ComponentType<P>> | undefined;
  let deferred: Resource<ComponentType<P>> | undefined;
  const selector = `[data-island="${name}"]`;
  // Its words in the page's language come with its code (its parts are declared once it has run):
  // those of the remote whose area it is in, so that another remote's failure is not its own.
  const start = () =>
    (started ??= toResource(
      withPageWords(load, () =>
        typeof document === 'undefined'
          ? undefined
          : (document.querySelector(selector)?.closest('[data-remote]')?.getAttribute('data-remote') ??
            undefined),
      ),
    ));
  loaders.add(start);

  function Content({ unit, props }: { unit: RefObject<HTMLDivElement | null>; props: P }) {
    const Component = use(
      started ?? (deferred ??= loadWhenNear(() => document.querySelector(selector), start)),
    );
    useEffect(() => markHydrated(unit.current), [unit]);
    return <Component {...props} />;
  }

  function Island(props: P) {
    const unit = useRef<HTMLDivElement>(null);
    return (
      <div data-island={name} {...{ [UNIT_ATTRIBUTE]: '' }} ref={unit}>
        <Suspense fallback={null}>
          <Content unit={unit} props={props} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  // A parent's re-render must not reach a section still waiting for its code: React would drop
  // the server's HTML and show the fallback (nothing) to render it afresh.
  return memo(Island);
}
