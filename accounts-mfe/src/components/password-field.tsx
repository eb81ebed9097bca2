import styled from '@emotion/styled';
import { Icon, Input, useEarlyInput } from '@site/ui';
import { useId, type InputHTMLAttributes, type RefObject } from 'react';
import { useRevealedEarly } from '@/lib/use-revealed-early';
import { PasswordToggle } from './password-toggle';

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

// The input keeps its text clear of the eye at its inline end (the side follows the page's
// direction, as the eye does).
const Control = styled.div`
  position: relative;
  input {
    padding-inline-end: 3.25rem;
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
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const ref = useEarlyInput<HTMLInputElement>(input.value, input.onChange, inputRef);
  const shown = useRevealedEarly(id, visible, onVisibleChange);
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
          <PasswordToggle
            input={id}
            alsoControls={alsoControls}
            pressed={shown}
            onPress={() => onVisibleChange(!shown)}
          />
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
