import { useEffect, useRef, type ChangeEvent, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Keeps what a visitor typed before the page's scripts ran. The server sends each form ready to
 * fill, so a visitor on a slow phone may type before React hydrates it. React 19 leaves that text
 * in the field but its state still holds the server's (empty) value, and the next render would
 * wipe the text. After the first commit this hands the field's current value to `onChange`, as if
 * it had just been typed. When React rendered the field itself, the values agree and nothing
 * happens. Returns the ref to put on the field (`ref` itself when the caller has one).
 */
export function useEarlyInput<E extends Control>(
  value: unknown,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
  ref?: RefObject<E | null>,
): RefObject<E | null> {
  const own = useRef<E | null>(null);
  const field = ref ?? own;
  useEffect(() => {
    const element = field.current;
    if (!element || !onChange || value === undefined || element.value === String(value ?? '')) return;
    onChange({ target: element, currentTarget: element, type: 'change' } as unknown as ChangeEvent<E>);
    // Only the first commit can follow typing that React did not see.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return field;
}
