import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useEarlyInput } from './early-input';

const FieldRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const LabelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.125rem 0.375rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  .required {
    color: ${({ theme }) => theme.colors.fg.danger};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .optional {
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.fg.default};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.fg.muted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.fg.danger};
`;

export const controlStyles = ({ theme }: { theme: Theme }) => `
  width: 100%;
  min-height: 2.875rem;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border.strong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.bg.surface};
  color: ${theme.colors.fg.default};
  font-size: ${theme.fontSizes.md};
  transition: border-color ${theme.durations.fast} ease, box-shadow ${theme.durations.fast} ease;
  &::placeholder { color: ${theme.colors.fg.subtle}; }
  &:hover { border-color: ${theme.colors.fg.muted}; }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
    border-color: ${theme.colors.border.brand};
  }
  &[aria-invalid='true'] { border-color: ${theme.colors.border.danger}; }
  &:disabled { background: ${theme.colors.bg.muted}; cursor: not-allowed; }
`;

export const Input = styled.input(controlStyles);
export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`;
export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 2.5rem;
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 1.1rem) 50%,
    calc(100% - 0.75rem) 50%;
  background-size: 0.35rem 0.35rem;
  background-repeat: no-repeat;
`;

interface FieldFrameProps {
  label: ReactNode;
  /** Shown under the control, tied to it with aria-describedby. */
  hint?: ReactNode;
  /** Error text under the control; marks it invalid and is read with it. */
  error?: ReactNode;
  required?: boolean;
  /** Show "(optional)" after the label. */
  showOptional?: boolean;
  className?: string;
}

/** Label, control, hint and error wired together by ids. */
function useFieldIds(idProp?: string) {
  const generated = useId();
  const id = idProp ?? generated;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error`, optionalId: `${id}-optional` };
}

/**
 * The label holds the label text only, so the control's accessible name is exactly that text
 * (and exact label queries match). The required mark is decorative (the control is `required`);
 * "(optional)" is read as part of the description.
 */
function FieldFrame({
  id,
  hintId,
  errorId,
  optionalId,
  label,
  hint,
  error,
  required,
  showOptional,
  className,
  children,
}: FieldFrameProps & {
  id: string;
  hintId: string;
  errorId: string;
  optionalId: string;
  children: ReactNode;
}) {
  return (
    <FieldRoot className={className}>
      <LabelRow>
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
        {!required && showOptional && (
          <span className="optional" id={optionalId}>
            (optional)
          </span>
        )}
      </LabelRow>
      {children}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldRoot>
  );
}

function describedBy(
  { hint, error, required, showOptional }: Omit<FieldFrameProps, 'label'>,
  { hintId, errorId, optionalId }: { hintId: string; errorId: string; optionalId: string },
) {
  const ids = [!required && showOptional ? optionalId : null, hint ? hintId : null, error ? errorId : null];
  return ids.filter(Boolean).join(' ') || undefined;
}

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

/** A labelled text input (any `type`) with hint and error text. */
export function TextField({
  label,
  hint,
  error,
  showOptional,
  className,
  id: idProp,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(idProp);
  const ref = useEarlyInput<HTMLInputElement>(input.value, input.onChange);
  return (
    <FieldFrame {...ids} {...{ label, hint, error, showOptional, className }} required={input.required}>
      <Input
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ hint, error, showOptional, required: input.required }, ids)}
        {...input}
        ref={ref}
      />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({
  label,
  hint,
  error,
  showOptional,
  className,
  id: idProp,
  ...textarea
}: TextAreaFieldProps) {
  const ids = useFieldIds(idProp);
  const ref = useEarlyInput<HTMLTextAreaElement>(textarea.value, textarea.onChange);
  return (
    <FieldFrame {...ids} {...{ label, hint, error, showOptional, className }} required={textarea.required}>
      <Textarea
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ hint, error, showOptional, required: textarea.required }, ids)}
        {...textarea}
        ref={ref}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly (SelectOption | string)[];
    /** First, empty choice ("Select a course"). */
    placeholder?: string;
  };

export function SelectField({
  label,
  hint,
  error,
  showOptional,
  className,
  id: idProp,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(idProp);
  const ref = useEarlyInput<HTMLSelectElement>(select.value, select.onChange);
  return (
    <FieldFrame {...ids} {...{ label, hint, error, showOptional, className }} required={select.required}>
      <Select
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ hint, error, showOptional, required: select.required }, ids)}
        {...select}
        ref={ref}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </Select>
    </FieldFrame>
  );
}
