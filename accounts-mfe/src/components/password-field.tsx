import styled from '@emotion/styled';
import { REVEALS_ATTRIBUTE, revealedPasswordOf } from '@site/federation';
import { Icon, Input, VisuallyHidden, useEarlyInput } from '@site/ui';
import { useEffect, useId, useState, type InputHTMLAttributes, type RefObject } from 'react';
import { useFormMessages } from '@/messages/en/form';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

// Same look as the label of @site/ui's TextField, so every field of a form matches. The
// required mark sits beside the <label>, not in it, so the label text is exactly "Password"
// (tools that match label text, such as Playwright's getByLabel, count hidden text too).
const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.fg.default};
  .required {
    color: ${({ theme }) => theme.colors.fg.danger};
    margin-inline-start: 0.125rem;
  }
`;

// The show/hide button sits at the field's inline end (right in English, left in Urdu), and the
// input keeps its text clear of it on that side: both follow the page's direction.
const Control = styled.div`
  position: relative;
  input {
    padding-inline-end: 3.25rem;
  }
`;

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

const Message = styled.p<{ tone: 'hint' | 'error' }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, tone }) => (tone === 'error' ? theme.fontWeights.medium : theme.fontWeights.regular)};
  color: ${({ theme, tone }) => (tone === 'error' ? theme.colors.fg.danger : theme.colors.fg.muted)};
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  align-items: flex-start;
  svg {
    flex: none;
    margin-block-start: 0.15rem;
  }
`;

export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'children' | 'name'
> {
  id?: string;
  label: string;
  /** Shown as plain text (type=text) when true. */
  visible: boolean;
  /**
   * Renders the show/hide button in the field, a toggle button: named "Show password" always,
   * pressed (`aria-pressed`) while the password shows. Called with the new state on a press, and
   * once after hydration when the page's event contract already showed the password.
   */
  onVisibleChange?: (visible: boolean) => void;
  /** Ids of other inputs the same toggle reveals (e.g. Confirm Password). */
  alsoControls?: string[];
  /** Error shown under the field; marks it invalid and is read with it. */
  error?: string;
  hint?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * A labelled password input with an optional visibility toggle and an error message. It has no
 * `name`: a form submitted by the browser itself (before the page's script, or without it) never
 * sends a password anywhere.
 */
export function PasswordField({
  id: idProp,
  label,
  visible,
  onVisibleChange,
  alsoControls = [],
  error,
  hint,
  inputRef,
  ...input
}: PasswordFieldProps) {
  const t = useFormMessages();
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const ref = useEarlyInput<HTMLInputElement>(input.value, input.onChange, inputRef);
  // A tap on the eye before this field hydrated was answered by the page's event contract: it
  // flipped the input's type and the button's aria-pressed. Read that while hydrating (the state's
  // first value), not in an effect: hydration itself sets an input's `type` back to the rendered
  // one (React 19), so an effect would find the password hidden again, and the visitor would see
  // it flicker. Rendering it shown matches the page as it is; after the first commit the owner's
  // state takes it over and React handles the button from then on.
  const [shownEarly, setShownEarly] = useState(() => onVisibleChange !== undefined && revealedPasswordOf(id));
  const shown = visible || shownEarly;
  useEffect(() => {
    if (!shownEarly) return;
    setShownEarly(false);
    if (!visible) onVisibleChange?.(true);
    // Once, after the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Root>
      <LabelRow>
        <label htmlFor={id}>{label}</label>
        {input.required && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
      </LabelRow>
      <Control>
        <Input
          ref={ref}
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
          {...input}
        />
        {onVisibleChange && (
          // A toggle button (WAI-ARIA): one name, its state in aria-pressed. A name that changed
          // with the state could not follow a press the event contract answers before hydration
          // (it sets aria-pressed only), and would read "Hide password, pressed" in the middle.
          <Toggle
            type="button"
            {...{ [REVEALS_ATTRIBUTE]: id }}
            aria-pressed={shown}
            aria-controls={[id, ...alsoControls].join(' ')}
            onClick={() => onVisibleChange(!shown)}
          >
            <Icon name="eye" className="eye" />
            <Icon name="eye-off" className="eye-off" />
            {/* Named by text, not aria-label, so getByLabel('Password') finds only the input. */}
            <VisuallyHidden>{t.showPassword}</VisuallyHidden>
          </Toggle>
        )}
      </Control>
      {hint && (
        <Message id={hintId} tone="hint">
          {hint}
        </Message>
      )}
      {error && (
        <Message id={errorId} tone="error">
          <Icon name="alert" size="1rem" />
          {error}
        </Message>
      )}
    </Root>
  );
}
