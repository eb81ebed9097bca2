// Whether a person signed in on this device, on the page before its first paint
// (@site/people's SIGNED_IN_FLAG_KEY, set by accounts' sign-in, removed at sign-out): an inline
// script in every page's head, allowed by its hash (security.ts). It marks <html>
// (SIGNED_IN_ATTRIBUTE), and /profile's styles then hide the sample student and show "Loading your
// profile…" until the person's data comes from the API. The rendering server never sees a session:
// the flag is the device's, no secret, and proves nothing; nothing is sent and no cookie is read.
import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_FLAG_KEY, SIGNED_IN_FLAG_VALUE } from '@site/people';

export const SIGNED_IN_MARK_SCRIPT =
  `try{localStorage.getItem(${JSON.stringify(SIGNED_IN_FLAG_KEY)})===${JSON.stringify(SIGNED_IN_FLAG_VALUE)}&&` +
  `document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},"")}catch(e){}`;
