import { Suspense, use, useState, type ComponentType } from 'react';
import { ErrorBoundary } from './error-boundary';
import { withPageWords } from './load-remote';
import { RemoteFailure, RemoteLoading } from './remote-stand-in';
import { toResource, type Resource } from './resource';

export interface OnDemand<P extends object> {
  /**
   * Renders the part: at once when its code is there, else "Loading {label}…" until it is, or a
   * failure with Try again if it cannot be had (only this part: the rest of its area keeps working).
   */
  Part: ComponentType<P & { label: string }>;
  /**
   * Starts fetching the part's code and words: call it when the visitor shows the intent to open
   * it (a pointer over its control, a touch, focus), so that it is usually there by the click.
   */
  preload: () => void;
  /**
   * The intent, as props for the control that opens the part: `<button {...part.intent}>`. A
   * pointer over it (a touch sends one too) or focus on it preloads the part.
   */
  intent: { onPointerEnter: () => void; onFocus: () => void };
}

/**
 * A part of an area that shows only when a visitor asks for it (a dialog's body): its code is a
 * chunk of its own, with its words in the page's language (those of `app`, so that another app's
 * failure is not its own), fetched on intent or when it first renders, never with the page. The
 * server never renders it: what it shows is not on the page until a visitor opens it.
 *
 * `onDemand('marketing', () => import('./service-details').then((m) => m.ServiceDetails))`
 */
export function onDemand<P extends object>(app: string, load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Resource<ComponentType<P>> | undefined;
  const start = () => (loading ??= toResource(withPageWords(load, () => app)));

  function Content(props: P) {
    const Component = use(start());
    return <Component {...props} />;
  }

  function Part({ label, ...props }: P & { label: string }) {
    const [attempt, setAttempt] = useState(0);
    // Try again loads afresh: webpack and @site/i18n forget a failed chunk.
    const retry = () => {
      loading = undefined;
      setAttempt((n) => n + 1);
    };
    return (
      <ErrorBoundary
        key={attempt}
        onError={(error) => console.warn(`${label} could not be shown`, error)}
        fallback={() => <RemoteFailure label={label} kind="part" onRetry={retry} />}
      >
        <Suspense fallback={<RemoteLoading label={label} kind="part" />}>
          <Content {...(props as P)} />
        </Suspense>
      </ErrorBoundary>
    );
  }

  const preload = () => {
    // A visitor's new intent tries a failed load again (a render never does: it would loop).
    if (loading?.status === 'rejected') loading = undefined;
    start();
  };
  return { Part, preload, intent: { onPointerEnter: preload, onFocus: preload } };
}
