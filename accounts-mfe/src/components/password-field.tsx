import styled from '@emotion/styled';
import { Icon, Input, VisuallyHidden, useEarlyInput } from '@site/ui';
import { useId, type InputHTMLAttributes, type RefObject } from 'react';
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
   * Renders the show/hide button in the field. Its name says what a press will do
   * ("Show password" / "Hide password").
   */
  onToggleVisible?: () => void;
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
  onToggleVisible,
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
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
          {...input}
        />
        {onToggleVisible && (
          <Toggle type="button" onClick={onToggleVisible} aria-controls={[id, ...alsoControls].join(' ')}>
            <Icon name={visible ? 'eye-off' : 'eye'} />
            {/* Named by text, not aria-label, so getByLabel('Password') finds only the input. */}
            <VisuallyHidden>{visible ? t.hidePassword : t.showPassword}</VisuallyHidden>
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
