import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useEarlyInput } from './early-input';
import { FieldFrame, useFieldProps, type FieldFrameProps } from './field-frame';
import { Input, Select, Textarea } from './form-controls';

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

/** A labelled text input (any `type`) with hint and error text. */
export function TextField(props: TextFieldProps) {
  const [frame, input] = useFieldProps(props);
  const ref = useEarlyInput<HTMLInputElement>(input.value, input.onChange);
  return <FieldFrame {...frame}>{(wiring) => <Input {...wiring} {...input} ref={ref} />}</FieldFrame>;
}

export type TextAreaFieldProps = FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled, vertically resizable text area with hint and error text. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, textarea] = useFieldProps(props);
  const ref = useEarlyInput<HTMLTextAreaElement>(textarea.value, textarea.onChange);
  return <FieldFrame {...frame}>{(wiring) => <Textarea {...wiring} {...textarea} ref={ref} />}</FieldFrame>;
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

/** A labelled select over `options` (plain strings are their own value), with hint and error text. */
export function SelectField(props: SelectFieldProps) {
  const [frame, { options, placeholder, ...select }] = useFieldProps(props);
  const ref = useEarlyInput<HTMLSelectElement>(select.value, select.onChange);
  return (
    <FieldFrame {...frame}>
      {(wiring) => (
        <Select {...wiring} {...select} ref={ref}>
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
      )}
    </FieldFrame>
  );
}
