import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

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

export interface FieldFrameProps {
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

/** What the frame puts on its control so that the label, hint and error belong to it. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Label, control, hint and error wired together by ids. The label holds the label text only, so
 * the control's accessible name is exactly that text (and exact label queries match). The
 * required mark is decorative (the control is `required`); "(optional)" is read as part of the
 * description.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  showOptional,
  className,
  children,
}: FieldFrameProps & { id: string; children: (control: ControlWiring) => ReactNode }) {
  const { text } = useTheme();
  const [hintId, errorId, optionalId] = [`${id}-hint`, `${id}-error`, `${id}-optional`];
  const optional = !required && showOptional;
  const describedBy = [optional ? optionalId : null, hint ? hintId : null, error ? errorId : null];
  return (
    <FieldRoot className={className}>
      <LabelRow>
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
        {optional && (
          <span className="optional" id={optionalId}>
            {text.optional}
          </span>
        )}
      </LabelRow>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy.filter(Boolean).join(' ') || undefined,
      })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldRoot>
  );
}

/**
 * Splits a field's props into the frame's and the control's, giving the field an id when it has
 * none. `required` goes to both: the frame shows the mark, the control enforces it.
 */
export function useFieldProps<P extends FieldFrameProps & { id?: string }>(props: P) {
  const generated = useId();
  const { label, hint, error, showOptional, className, id = generated, ...control } = props;
  return [{ label, hint, error, showOptional, className, id, required: props.required }, control] as const;
}
