// Native invokers: a button opens a popover (`popovertarget`, in React's types) or a dialog
// (`commandfor` + `command`, Chromium 135+, Firefox 144+, Safari 26.2+) with no script at all,
// which is why the event contract lets them through (hydration.ts). React passes the two
// attributes to the DOM as written; these are their types.
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

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    /** The id of the dialog or popover this button commands. */
    commandfor?: string;
    command?: InvokerCommand;
  }
}

/**
 * Whether this browser runs `commandfor` buttons itself. Where it does not, the button's click
 * handler does the command once its unit has hydrated (the fallback).
 */
export function supportsInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
}
