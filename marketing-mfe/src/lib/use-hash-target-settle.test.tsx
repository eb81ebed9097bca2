import { act } from '@testing-library/react';
import { scrollToId } from '@site/ui';
import { renderWithProviders } from '../testing/render';
import { HASH_SETTLE_WINDOW_MS, useHashTargetSettle } from './use-hash-target-settle';

jest.mock('@site/ui', () => ({ ...jest.requireActual('@site/ui'), scrollToId: jest.fn(() => true) }));

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

function Probe() {
  useHashTargetSettle();
  return <div id="main-content" />;
}

describe('useHashTargetSettle', () => {
  let height = 1000;
  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(window, { ResizeObserver: FakeResizeObserver });
    height = 1000;
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ height }) as DOMRect);
    jest.mocked(scrollToId).mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('scrolls to the hash target again when the page grows while settling', () => {
    renderWithProviders(<Probe />, { route: '/#consultancy' });
    act(() => notify());
    expect(scrollToId).not.toHaveBeenCalled();
    height = 1800;
    act(() => notify());
    expect(scrollToId).toHaveBeenCalledWith('consultancy');
  });

  it('stops once the visitor takes over', () => {
    renderWithProviders(<Probe />, { route: '/#team' });
    window.dispatchEvent(new Event('wheel'));
    height = 1500;
    act(() => notify());
    expect(scrollToId).not.toHaveBeenCalled();
  });

  it('does nothing after the settle window', () => {
    renderWithProviders(<Probe />, { route: '/#team' });
    act(() => jest.advanceTimersByTime(HASH_SETTLE_WINDOW_MS));
    height = 1500;
    act(() => notify());
    expect(scrollToId).not.toHaveBeenCalled();
  });
});
