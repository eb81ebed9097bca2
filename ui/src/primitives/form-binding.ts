import type { FormEvent } from 'react';

/** What `bindFields` spreads on one control. */
export interface BoundField<K extends string> {
  name: K;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * Ties controlled fields to one object of values: `bind('email')` gives a control its `name`,
 * its `value` and an `onChange` that reports `(field, value)`. Spread it on a `TextField`,
 * `SelectField`, `TextAreaField` or a plain input.
 */
export function bindFields<K extends string>(
  values: Readonly<Record<K, string>>,
  onChange: (field: K, value: string) => void,
) {
  return (field: K): BoundField<K> => ({
    name: field,
    value: values[field],
    onChange: (event) => onChange(field, event.target.value),
  });
}

/**
 * The `onSubmit` of a form that sends its values by script: the browser does not navigate, and a
 * submit while `busy` (the last one not answered yet) does nothing.
 */
export function submitHandler(onSubmit: () => void, busy = false) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
}
