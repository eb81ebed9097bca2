// Native invokers and light dismiss, in React's types: a button opens a dialog (`commandfor` +
// `command`: Chromium 135+, Firefox 144+, Safari 26.2+) and a dialog closes on a click outside
// (`closedby="any"`, Chromium 134+) with no script at all. React passes these attributes to the
// DOM as written.
import isPropValid from '@emotion/is-prop-valid';
import 'react';

/** The built-in commands of a `commandfor` button (custom ones start with `--`). */
export type InvokerCommand =
  | 'show-modal'
  | 'close'
  | 'request-close'
  | 'toggle-popover'
  | 'show-popover'
  | 'hide-popover'
  | `--${string}`;

// The type parameter is React's own, which a merged declaration must repeat.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    /** The id of the dialog or popover this button commands. */
    commandfor?: string;
    command?: InvokerCommand;
  }
  interface DialogHTMLAttributes<T> {
    /** Which requests close the dialog without script: `any` includes a click outside it. */
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars */

/** The attributes above, which Emotion's `isPropValid` does not know yet. */
const invokerAttributes = new Set(['commandfor', 'command', 'closedby']);

/**
 * Whether a styled element passes `prop` to the DOM: Emotion's rule plus the invoker attributes
 * (the `shouldForwardProp` of every styled button and dialog that may carry them).
 */
export const isDomProp = (prop: string) => isPropValid(prop) || invokerAttributes.has(prop);

/**
 * Whether this browser runs `commandfor` buttons itself. Where it does not, a button's click
 * handler does the command once its unit has hydrated (the fallback).
 */
export function supportsInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
}
