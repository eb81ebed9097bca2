import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_FLAG_KEY } from '@site/people';
import { act, renderHook } from '@testing-library/react';
import { isMarkedSignedIn, markSignedIn, markSignedOut, useSignedInMark } from './signed-in-mark';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
});

describe('the device’s signed-in flag', () => {
  it('is set at sign-in and removed at sign-out, on the device and on <html> alike', () => {
    markSignedIn();
    expect(window.localStorage.getItem(SIGNED_IN_FLAG_KEY)).toBe('1');
    expect(document.documentElement).toHaveAttribute(SIGNED_IN_ATTRIBUTE);
    expect(isMarkedSignedIn()).toBe(true);
    markSignedOut();
    expect(window.localStorage.getItem(SIGNED_IN_FLAG_KEY)).toBeNull();
    expect(document.documentElement).not.toHaveAttribute(SIGNED_IN_ATTRIBUTE);
    expect(isMarkedSignedIn()).toBe(false);
  });

  it('is followed by the pages, in this tab and from another', () => {
    const { result } = renderHook(() => useSignedInMark());
    expect(result.current).toBe(false);
    act(() => markSignedIn());
    expect(result.current).toBe(true);
    act(() => {
      window.localStorage.removeItem(SIGNED_IN_FLAG_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_FLAG_KEY }));
    });
    expect(result.current).toBe(false);
  });

  it('is no flag at all where the browser blocks storage', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(isMarkedSignedIn()).toBe(false);
    getItem.mockRestore();
  });
});
