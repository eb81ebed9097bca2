import { HONEYPOT_FIELD, SOURCE_FIELD } from '@site/leads';
import { BotTrapField, FormFooter } from '@site/ui';
import type { ChangeEventHandler, ReactNode } from 'react';

export interface LeadFormFooterProps {
  /** The honeypot's label, in the page's language (a bot reads it; people never see the field). */
  trapLabel: string;
  /** The honeypot's value and change handler, as the form keeps its state (`bind(HONEYPOT_FIELD)`). */
  trap: { value: string; onChange: ChangeEventHandler<HTMLInputElement> };
  /** What went wrong with the last submit, above the actions. */
  error: string | null;
  /** The actions: the submit button, and a note under it if any. */
  children: ReactNode;
}

/**
 * The end of a lead form (@site/leads' project request and enrollment), the same on each: the
 * honeypot bots fill in, the lead's source that the page's head script fills in when the form
 * posts without script, then the form's error and its actions (ui's `FormFooter`).
 */
export function LeadFormFooter({ trapLabel, trap, error, children }: LeadFormFooterProps) {
  return (
    <>
      <BotTrapField label={trapLabel} name={HONEYPOT_FIELD} {...trap} />
      <input type="hidden" name={SOURCE_FIELD} />
      <FormFooter error={error}>{children}</FormFooter>
    </>
  );
}
