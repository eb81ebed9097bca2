/**
 * The chunk of what a person's sign-in forms send (account-requests.ts): loaded on the first touch
 * of a form, so that it is usually there when the form is sent.
 */
export const loadAccountRequests = () =>
  import(/* webpackChunkName: "account-requests" */ './account-requests');

/** A form touched: what it sends is fetched now, to be there when it is sent (a failure waits for the send). */
export const preloadAccountRequests = () => void loadAccountRequests().catch(() => undefined);
