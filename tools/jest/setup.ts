import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no <dialog> behaviour: give it the small part the Dialog primitive uses.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// The rest is for jsdom; a test with `@jest-environment node` (the site's server) has no window.
if (typeof window !== 'undefined') {
  // jsdom has no layout: scrolling is a no-op that tests can spy on.
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  window.scrollTo = () => {};

  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}
