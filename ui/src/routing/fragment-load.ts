// A page opened at a #fragment (a shared link to /#start-project): the browser jumps there as the
// page loads. The page's smooth scrolling (../theme/global-styles.tsx, for in-page links) turned that jump
// into an animation across the whole page: 1.5 s past every section of the home page to its
// form, and the page counted itself ready at the sections it rushed past. The document runs this
// script in its head: on a page opened at a fragment, scrolling is instant until the visitor's
// first input (a tap, a key, the wheel), which comes before any in-page link they follow. (The
// load event is too early: Chromium may start the jump after it.)

import { VISITOR_INPUT_EVENTS } from './scroll';

/** On <html> while a page opened at a #fragment has had no input yet. */
export const FRAGMENT_LOAD_ATTRIBUTE = 'data-fragment-load';

/**
 * The inline script, for the document's head (before the body is parsed): the site's server
 * imports it from `@site/ui/fragment-load`, so that no page's script carries it.
 */
export const FRAGMENT_LOAD_SCRIPT =
  '(function(h,a,t){if(!location.hash)return;h.setAttribute(a,"");' +
  'function f(){h.removeAttribute(a);t.forEach(function(e){removeEventListener(e,f,true)})}' +
  't.forEach(function(e){addEventListener(e,f,{capture:true,passive:true})})})' +
  `(document.documentElement,"${FRAGMENT_LOAD_ATTRIBUTE}",${JSON.stringify(VISITOR_INPUT_EVENTS)})`;
