import styled from '@emotion/styled';
import { Icon, Input } from '@site/ui';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const LabelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

// Same look as the label of @site/ui's TextField, so every field of a form matches.
const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.fg.default};
  .required {
    color: ${({ theme }) => theme.colors.fg.danger};
    margin-left: 0.125rem;
  }
`;

const Control = styled.div`
  position: relative;
  input {
    padding-right: 3.25rem;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[1]};
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
    margin-top: 0.15rem;
  }
`;

export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'children'
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
  /** Something at the end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled password input with an optional visibility toggle and an error message. */
export function PasswordField({
  id: idProp,
  label,
  visible,
  onToggleVisible,
  alsoControls = [],
  error,
  hint,
  labelAside,
  inputRef,
  ...input
}: PasswordFieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Root>
      <LabelRow>
        <Label htmlFor={id}>
          {label}
          {input.required && (
            <span className="required" aria-hidden="true">
              *
            </span>
          )}
        </Label>
        {labelAside}
      </LabelRow>
      <Control>
        <Input
          ref={inputRef}
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
          <Toggle
            type="button"
            onClick={onToggleVisible}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-controls={[id, ...alsoControls].join(' ')}
          >
            <Icon name={visible ? 'eye-off' : 'eye'} />
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
