import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_FLAG_KEY, SIGNED_IN_FLAG_VALUE } from '@site/people';
import { SIGNED_IN_MARK_SCRIPT } from './signed-in-mark';

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
});

describe('the head’s mark of a signed-in device', () => {
  it('marks <html> where the device’s flag says a person signed in', () => {
    localStorage.setItem(SIGNED_IN_FLAG_KEY, SIGNED_IN_FLAG_VALUE);
    window.eval(SIGNED_IN_MARK_SCRIPT);
    expect(document.documentElement).toHaveAttribute(SIGNED_IN_ATTRIBUTE);
  });

  it('marks nothing without the flag, or where storage is blocked', () => {
    window.eval(SIGNED_IN_MARK_SCRIPT);
    expect(document.documentElement).not.toHaveAttribute(SIGNED_IN_ATTRIBUTE);
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => window.eval(SIGNED_IN_MARK_SCRIPT)).not.toThrow();
    expect(document.documentElement).not.toHaveAttribute(SIGNED_IN_ATTRIBUTE);
    getItem.mockRestore();
  });

  it('sends nothing and reads no cookie, and stays small', () => {
    expect(SIGNED_IN_MARK_SCRIPT).not.toMatch(/fetch|XMLHttpRequest|sendBeacon|cookie|import\(/);
    expect(SIGNED_IN_MARK_SCRIPT.length).toBeLessThanOrEqual(160);
  });
});
