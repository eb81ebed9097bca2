import { FRAGMENT_LOAD_ATTRIBUTE, FRAGMENT_LOAD_SCRIPT } from './fragment-load';
import { VISITOR_INPUT_EVENTS } from './scroll';

const html = document.documentElement;
// The document's inline script, as the browser runs it.
const run = () => window.eval(FRAGMENT_LOAD_SCRIPT);

afterEach(() => {
  html.removeAttribute(FRAGMENT_LOAD_ATTRIBUTE);
  window.location.hash = '';
});

it.each(VISITOR_INPUT_EVENTS)(
  'a page opened at a #fragment scrolls instantly until the first input (%s)',
  (input) => {
    window.location.hash = '#start-project';
    run();
    expect(html).toHaveAttribute(FRAGMENT_LOAD_ATTRIBUTE);
    window.dispatchEvent(new Event('load'));
    expect(html).toHaveAttribute(FRAGMENT_LOAD_ATTRIBUTE);
    document.body.dispatchEvent(new Event(input, { bubbles: true }));
    expect(html).not.toHaveAttribute(FRAGMENT_LOAD_ATTRIBUTE);
  },
);

it('a page opened without one keeps smooth scrolling from the start', () => {
  run();
  expect(html).not.toHaveAttribute(FRAGMENT_LOAD_ATTRIBUTE);
});
