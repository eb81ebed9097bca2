import { SCROLL_SETTLE_WINDOW_MS, scrollToIdWhenReady } from './scroll';

let notify: () => void = () => undefined;
class FakeResizeObserver {
  constructor(callback: () => void) {
    notify = callback;
  }
  observe() {}
  disconnect() {
    notify = () => undefined;
  }
}

describe('scrollToIdWhenReady', () => {
  let height = 1000;
  let scrolled: string[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(window, { ResizeObserver: FakeResizeObserver });
    height = 1000;
    scrolled = [];
    document.body.innerHTML = '<main id="main-content"><section id="team"></section></main>';
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ height }) as DOMRect);
    jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits for the target to appear, then scrolls to it', async () => {
    scrollToIdWhenReady('consultancy');
    expect(scrolled).toEqual([]);
    const section = document.createElement('section');
    section.id = 'consultancy';
    document.body.appendChild(section);
    await Promise.resolve(); // MutationObserver callbacks are microtasks
    expect(scrolled).toEqual(['consultancy']);
  });

  it('scrolls to the target again when the page grows while settling', () => {
    scrollToIdWhenReady('team');
    expect(scrolled).toEqual(['team']);
    notify(); // same height: nothing moved
    expect(scrolled).toEqual(['team']);
    height = 1800;
    notify();
    expect(scrolled).toEqual(['team', 'team']);
  });

  it('stops once the visitor takes over', () => {
    scrollToIdWhenReady('team');
    window.dispatchEvent(new Event('wheel'));
    height = 1500;
    notify();
    expect(scrolled).toEqual(['team']);
  });

  it('does nothing after the settle window or after cancel', () => {
    scrollToIdWhenReady('team');
    jest.advanceTimersByTime(SCROLL_SETTLE_WINDOW_MS);
    height = 1500;
    notify();
    const cancel = scrollToIdWhenReady('team');
    cancel();
    height = 2000;
    notify();
    expect(scrolled).toEqual(['team', 'team']);
  });
});
