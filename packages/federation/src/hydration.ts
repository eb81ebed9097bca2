/**
 * Hydration by units, and no tap lost before a unit is ready.
 *
 * The page is cut into hydration units, each an element marked `data-unit`: the page frame
 * (`#root`: navigation bar and footer), each remote area, each island (a section that hydrates
 * when it comes near the viewport). A unit answers taps once React has hydrated it.
 *
 * Until then, the page's inline event contract (`EVENT_CONTRACT`, run from the document's head,
 * before anything is painted) holds every tap on a control that needs script: a `<button>`
 * (or an element marked `data-replay`) and the submission of a form that cannot post without
 * script (a form marked `data-native` posts to the site's server, so it is let through). The tap
 * is kept and replayed on the same element as soon as its unit is hydrated, the way Angular's
 * event replay and Google's JSAction do it. Links, `<details>`, fields, native forms and native
 * invokers (a button with `popovertarget` or `commandfor` in a browser that runs it: the browser
 * opens the popover or the dialog itself) work without script and are never held; where the
 * browser does not, the tap is held and replayed like any other.
 *
 * One small action is the contract's own, answered at once rather than replayed: a button marked
 * `data-reveals="<input id>"` (the password eye) shows or hides that field's text and says so
 * (`aria-pressed`). Its component reads the field's state when it hydrates
 * (`revealedPasswordOf`) and takes the button over from then on.
 *
 * `<html data-hydrated="true">` is the page's public signal: set once the frame and every unit
 * in the viewport answer taps (units further down may hydrate later).
 */

/** A held tap: a click on a control, or a form's submission. */
interface HeldEvent {
  kind: 'click' | 'submit';
  target: Element;
  submitter: HTMLElement | null;
}

/** The contract's state, created by the inline script before any of the page's scripts run. */
export interface EventContract {
  /** Held events, oldest first. */
  held: HeldEvent[];
  /** The units React has hydrated. */
  hydrated: Set<Element>;
}

declare global {
  interface Window {
    __siteEvents?: EventContract;
  }
}

export const UNIT_ATTRIBUTE = 'data-unit';
/** A button that shows or hides the password field it names (the contract's one action). */
export const REVEALS_ATTRIBUTE = 'data-reveals';
/** A form that posts to the site's server without script: its submissions are not held. */
export const NATIVE_FORM_ATTRIBUTE = 'data-native';

/**
 * The inline script (in the document's head, allowed by its hash in the CSP). ES5, no
 * dependencies, about 0.7 KB. A second tap on a control that is already held is not held again:
 * replaying both would undo the first (a toggle), and the visitor asked for it once.
 */
export const EVENT_CONTRACT =
  '(function(d,w){var c=w.__siteEvents={held:[],hydrated:new Set()};' +
  `function unit(t){return t.closest('[${UNIT_ATTRIBUTE}]')}` +
  'function hold(e,t,k){var u=unit(t);if(!u||c.hydrated.has(u))return;e.preventDefault();e.stopImmediatePropagation();' +
  'for(var i=0;i<c.held.length;i++)if(c.held[i].target===t)return;' +
  'c.held.push({kind:k,target:t,submitter:e.submitter||null})}' +
  "d.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('button,[data-replay]');" +
  'if(!t||t.disabled)return;var B=w.HTMLButtonElement.prototype;' +
  "if(t.hasAttribute('popovertarget')&&'popover' in w.HTMLElement.prototype||t.hasAttribute('commandfor')&&'command' in B)return;" +
  `if(t.form&&t.type==='submit'&&t.form.hasAttribute('${NATIVE_FORM_ATTRIBUTE}'))return;` +
  `var r=t.getAttribute('${REVEALS_ATTRIBUTE}'),u=unit(t);if(r&&u&&!c.hydrated.has(u)){var f=d.getElementById(r);` +
  "if(f){e.preventDefault();var s=f.type==='password';f.type=s?'text':'password';t.setAttribute('aria-pressed',String(s))}return}" +
  "hold(e,t,'click')},true);" +
  `d.addEventListener('submit',function(e){var f=e.target;if(!f.hasAttribute('${NATIVE_FORM_ATTRIBUTE}'))hold(e,f,'submit')},true)` +
  '})(document,window);';

/**
 * Whether the password field `inputId` shows its text: the contract may have answered the eye
 * before its unit hydrated. Read it as the component's first state, during the hydration render
 * (`useState(() => revealedPasswordOf(id))`): React 19 sets an input's `type` back to what it
 * renders while hydrating, so an effect would find it hidden again.
 */
export function revealedPasswordOf(inputId: string): boolean {
  if (typeof document === 'undefined') return false;
  return (document.getElementById(inputId) as HTMLInputElement | null)?.type === 'text';
}

/** The contract's state; a page without the inline script (the dev servers) gets an empty one. */
function contract(): EventContract | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window.__siteEvents ??= { held: [], hydrated: new Set() });
}

/**
 * Marks a unit as hydrated: from now on its taps reach React, and the taps held for it are
 * replayed on the same elements, in order. Call it from an effect (`useEffect`) of the unit's
 * content: the replay comes after every effect of that commit has run (a component that sets its
 * state on mount, such as a menu closed by navigation, must not undo the replayed tap).
 */
export function markHydrated(unit: Element | null) {
  const events = contract();
  if (!unit || !events || events.hydrated.has(unit)) return;
  events.hydrated.add(unit);
  const mine = events.held.filter((event) => event.target.closest(`[${UNIT_ATTRIBUTE}]`) === unit);
  events.held = events.held.filter((event) => !mine.includes(event));
  if (mine.length) {
    // After the commit's effects, so the handlers see the hydrated state.
    setTimeout(() => mine.forEach(replay), 0);
  }
  updateHydratedSignal();
}

function replay({ kind, target, submitter }: HeldEvent) {
  if (!target.isConnected) return;
  if (kind === 'submit') {
    (target as HTMLFormElement).requestSubmit(submitter?.isConnected ? submitter : null);
    return;
  }
  (target as HTMLElement).focus({ preventScroll: true });
  (target as HTMLElement).click();
}

/** Whether any of a unit's content is in the viewport (a unit may be `display: contents`). */
function inViewport(unit: Element): boolean {
  const boxes =
    getComputedStyle(unit).display === 'contents'
      ? [...unit.children].map((child) => child.getBoundingClientRect())
      : [unit.getBoundingClientRect()];
  return boxes.some((box) => box.height > 0 && box.bottom > 0 && box.top < window.innerHeight);
}

/**
 * Sets `<html data-hydrated="true">` once the frame and every unit in the viewport are hydrated.
 * Checked whenever a unit hydrates or an area gives up (its failure message answers taps).
 */
export function updateHydratedSignal() {
  const events = contract();
  const root = document.documentElement;
  if (!events || root.dataset.hydrated === 'true') return;
  const frame = document.getElementById('root');
  if (!frame || !events.hydrated.has(frame)) return;
  const waiting = [...document.querySelectorAll(`[${UNIT_ATTRIBUTE}]`)].some(
    (unit) => !events.hydrated.has(unit) && inViewport(unit),
  );
  if (!waiting) root.dataset.hydrated = 'true';
}
