/**
 * A promise that React's `use()` can read synchronously once it has settled: the status fields
 * React itself sets on a thenable it tracks, set here from the start. On the server every module
 * is loaded before the render, so `use()` never suspends there; in the browser an area whose code
 * is still on its way suspends, and React hydrates the rest of the page meanwhile.
 */
export type Resource<T> = Promise<T> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

type Settable<T> = Promise<T> & { status: string; value?: T; reason?: unknown };

export function toResource<T>(promise: Promise<T>): Resource<T> {
  const resource = promise as Settable<T>;
  resource.status = 'pending';
  promise.then(
    (value) => {
      resource.status = 'fulfilled';
      resource.value = value;
    },
    (reason: unknown) => {
      resource.status = 'rejected';
      resource.reason = reason;
    },
  );
  return resource as Resource<T>;
}

/** A resource that is already there (a module loaded before the page was rendered). */
export function resolvedResource<T>(value: T): Resource<T> {
  const resource = Promise.resolve(value) as Settable<T>;
  resource.status = 'fulfilled';
  resource.value = value;
  return resource as Resource<T>;
}
