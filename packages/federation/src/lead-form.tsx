// What both lead forms (@site/leads' project request and enrollment) share: their state machine
// (`useLeadForm`), and their frame and end: a form that posts without script (the site's server
// stores the lead and answers with the page) and sends its values by script once the page is
// hydrated. An entry of its own (`@site/federation/lead-form`), outside the shared singleton: it
// keeps no state of the page's (the page's record of a posted form is the singleton's), so each
// remote that has a lead form bundles it and the shell's first visit does not carry it.
import { localePath, useLocale } from '@site/i18n';
import { HONEYPOT_FIELD, SOURCE_FIELD } from '@site/leads';
import { BotTrapField, FormFooter, FormGrid, submitHandler } from '@site/ui';
import type { ChangeEventHandler, ReactNode, Ref } from 'react';
import { NATIVE_FORM_ATTRIBUTE } from './hydration';

export {
  useLeadForm,
  type LeadErrors,
  type LeadFormOptions,
  type LeadFormState,
  type LeadFormStatus,
  type LeadValues,
} from './use-lead-form';

export interface LeadFormProps {
  /** The page the form posts to without script, by its path: in the page's language here. */
  action: string;
  /** The form's accessible name. */
  label: string;
  /** The last submit is not answered yet: the form says so, and a submit does nothing. */
  submitting: boolean;
  /** Sends the values by script (the browser does not navigate). */
  onSubmit: () => void;
  ref?: Ref<HTMLFormElement>;
  /** The fields, then the `LeadFormFooter`. */
  children: ReactNode;
}

/**
 * A lead form (ui's `FormGrid`): it posts to its page in the page's language when no script runs
 * (the event contract lets it, `NATIVE_FORM_ATTRIBUTE`), and calls `onSubmit` instead once the
 * page is hydrated.
 */
export function LeadForm({ action, label, submitting, onSubmit, ref, children }: LeadFormProps) {
  const locale = useLocale();
  return (
    <FormGrid
      ref={ref}
      method="post"
      action={localePath(action, locale)}
      {...{ [NATIVE_FORM_ATTRIBUTE]: '' }}
      onSubmit={submitHandler(onSubmit, submitting)}
      aria-label={label}
      aria-busy={submitting}
    >
      {children}
    </FormGrid>
  );
}

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
