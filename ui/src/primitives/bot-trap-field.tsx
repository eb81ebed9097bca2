import { useId, type InputHTMLAttributes } from 'react';
import { VisuallyHidden } from './layout';

export interface BotTrapFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'tabIndex' | 'autoComplete'
> {
  /** The label a bot reads, naming a field bots like to fill in (e.g. "Website"). */
  label: string;
}

/**
 * A honeypot: a text field that people never see, reach or hear, and that bots filling in every
 * field do fill in. The receiving side treats a submission with a value in it as a bot's.
 */
export function BotTrapField({ label, ...input }: BotTrapFieldProps) {
  const id = useId();
  return (
    <VisuallyHidden aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </VisuallyHidden>
  );
}
