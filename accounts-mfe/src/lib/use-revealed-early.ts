import { revealedPasswordOf } from '@site/federation';
import { useEffect, useState } from 'react';

/**
 * Whether the password field `id` shows its password: its owner's `visible`, or a tap on its eye
 * before the field hydrated, which the page's event contract answered (it flipped the input's
 * `type` and the button's `aria-pressed`). That tap is read while hydrating (the state's first
 * value), not in an effect: hydration itself sets an input's `type` back to the rendered one
 * (React 19), so an effect would find the password hidden again, and the visitor would see it
 * flicker. Rendering it shown matches the page as it is; after the first commit the owner's state
 * takes it over (`onVisibleChange(true)`) and React handles the button from then on. A field
 * without a toggle (`onVisibleChange` absent) was never revealed.
 */
export function useRevealedEarly(
  id: string,
  visible: boolean,
  onVisibleChange: ((visible: boolean) => void) | undefined,
): boolean {
  const [shownEarly, setShownEarly] = useState(() => onVisibleChange !== undefined && revealedPasswordOf(id));
  useEffect(() => {
    if (!shownEarly) return;
    setShownEarly(false);
    if (!visible) onVisibleChange?.(true);
    // Once, after the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return visible || shownEarly;
}
