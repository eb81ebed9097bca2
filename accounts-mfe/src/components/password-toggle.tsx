import styled from '@emotion/styled';
import { REVEALS_ATTRIBUTE } from '@site/federation';
import { Icon, VisuallyHidden } from '@site/ui';
import { useFormMessages } from '@/messages/en/form';

// At the field's inline end (right in English, left in Urdu): it follows the page's direction, and
// the field keeps its text clear of it on that side.
const Toggle = styled.button`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-end: ${({ theme }) => theme.space[1]};
  transform: translateY(-50%);
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.fg.muted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.fg.brand};
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
  }
  /* The icon follows aria-pressed, not React's state: the page's event contract flips the
     attribute before the script has hydrated the field, and the right eye shows at once. */
  &[aria-pressed='true'] .eye,
  &:not([aria-pressed='true']) .eye-off {
    display: none;
  }
`;

export interface PasswordToggleProps {
  /** The id of the input it reveals: the page's event contract reveals it before hydration. */
  input: string;
  /** Ids of other inputs the same press reveals once hydrated (e.g. Confirm Password). */
  alsoControls: readonly string[];
  /** The password shows. */
  pressed: boolean;
  onPress: () => void;
}

/**
 * The eye in a password field, a toggle button (WAI-ARIA): one name, "Show password", its state in
 * aria-pressed. A name that changed with the state could not follow a press the event contract
 * answers before hydration (it sets aria-pressed only, `REVEALS_ATTRIBUTE`), and would read "Hide
 * password, pressed" in the middle.
 */
export function PasswordToggle({ input, alsoControls, pressed, onPress }: PasswordToggleProps) {
  const t = useFormMessages();
  return (
    <Toggle
      type="button"
      {...{ [REVEALS_ATTRIBUTE]: input }}
      aria-pressed={pressed}
      aria-controls={[input, ...alsoControls].join(' ')}
      onClick={onPress}
    >
      <Icon name="eye" className="eye" />
      <Icon name="eye-off" className="eye-off" />
      {/* Named by text, not aria-label, so getByLabel('Password') finds only the input. */}
      <VisuallyHidden>{t.showPassword}</VisuallyHidden>
    </Toggle>
  );
}
