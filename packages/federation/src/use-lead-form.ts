// The state machine both lead forms share (@site/leads' project request and enrollment), bundled
// with `./lead-form`'s frame by each app that has a lead form. The page's record of a form posted
// without script lives in the shared copy of this package, so it is read through the package's
// name (`@site/federation`, the singleton), never a relative import that would bundle a second,
// empty record.
import { SENT_PARAM, forgetSentForm, postedForm } from '@site/federation';
import { useLocale } from '@site/i18n';
import {
  emptyForm,
  leadForms,
  leadSubmissions,
  submitLead,
  type FormErrors,
  type FormState,
  type LeadFormId,
  type LeadResult,
  type LeadTexts,
} from '@site/leads';
import { useLocation } from '@site/router';
import { apiUrl } from '@site/site';
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

type FieldsOf<Id extends LeadFormId> = (typeof leadForms)[Id]['fields'];
/** A lead form's values by their form names, and the honeypot. */
export type LeadValues<Id extends LeadFormId> = FormState<FieldsOf<Id>>;
/** The API's messages by form field name. */
export type LeadErrors<Id extends LeadFormId> = FormErrors<FieldsOf<Id>>;

/**
 * Where a lead form is. Each way a submit can end is a kind of its own, with what the form shows
 * for it: a new one (say, the API unavailable for a while, with its `Retry-After`) is a new kind
 * here and a branch in `statusAfter`, and each form renders it by `kind`.
 */
export type LeadFormStatus<Id extends LeadFormId> =
  /** The form shows; nothing is under way. */
  | { kind: 'editing' }
  /** The last submit is not answered yet: the button says so and a submit does nothing. */
  | { kind: 'submitting' }
  /** Not stored: a message above the button and the API's messages under their fields. */
  | { kind: 'failed'; message: string; fieldErrors: LeadErrors<Id> }
  /** Stored: what was sent (after a post without script, only what its `?sent=` address says). */
  | { kind: 'stored'; submitted: LeadValues<Id> };

export interface LeadFormOptions<Id extends LeadFormId> {
  /** The form's texts in the page's language (a part of the app's catalogue): its answers. */
  text: LeadTexts[Id];
  /** What the empty form starts with (the course in the address): read once, as it mounts. */
  prefill?: () => Partial<LeadValues<Id>>;
  /** 'Submitting...' lasts at least this long, and until the API has answered. */
  minSubmittingMs?: number;
  /**
   * The lead is stored: after a submit, and once the page's script is here when the page answers
   * a post without script that stored it (`?sent=<form>`). The form's own success (a dialog…).
   */
  onStored?: () => void;
}

export interface LeadFormState<Id extends LeadFormId> {
  values: LeadValues<Id>;
  status: LeadFormStatus<Id>;
  /** What went wrong with the last submit, until the next one. */
  message: string | null;
  fieldErrors: LeadErrors<Id>;
  submitting: boolean;
  /** The visitor changed a field: its value, and the API's message about it no longer applies. */
  setField: (field: keyof LeadValues<Id>, value: string) => void;
  /** Values the visitor did not type (the course of a link followed again): the messages stay. */
  setValues: Dispatch<SetStateAction<LeadValues<Id>>>;
  /** Sends the values by script, in the page's language, with the submission's source and key. */
  submit: () => Promise<void>;
  /** The empty form again, after a success: a reload no longer shows the success (`?sent=`). */
  reset: () => void;
}

const editing = { kind: 'editing' } as const;
const submitting = { kind: 'submitting' } as const;
const noErrors = {};

/**
 * Where the form starts: empty (with its prefill); or, when the page answers a post without
 * script (decision 0014), as the site's server answered it: refused (what the visitor typed, with
 * the messages: `postedForm`) or stored (`?sent=<form>`).
 */
function initialState<Id extends LeadFormId>(
  id: Id,
  search: string,
  start: LeadValues<Id>,
  empty: LeadValues<Id>,
) {
  if (new URLSearchParams(search).get(SENT_PARAM) === id)
    return { values: empty, status: { kind: 'stored', submitted: start } as LeadFormStatus<Id> };
  const posted = postedForm(id);
  if (posted) {
    const status = { kind: 'failed', message: posted.message, fieldErrors: posted.fieldErrors };
    return { values: { ...empty, ...posted.values }, status: status as LeadFormStatus<Id> };
  }
  return { values: start, status: editing as LeadFormStatus<Id> };
}

/** What the form shows for the API's answer to `submitted`. */
function statusAfter<Id extends LeadFormId>(
  result: LeadResult<Id>,
  submitted: LeadValues<Id>,
): LeadFormStatus<Id> {
  if (result.ok) return { kind: 'stored', submitted };
  return { kind: 'failed', message: result.message, fieldErrors: result.fieldErrors };
}

/**
 * A lead form's state: its values, where it is (`LeadFormStatus`), the API's messages, and its
 * submit through `submitLead`, starting from the page's answer to a post without script. A form
 * adds what is its own through the options: what it starts with, how long 'Submitting...' lasts
 * at least, what a success does.
 */
export function useLeadForm<Id extends LeadFormId>(
  id: Id,
  { text, prefill, minSubmittingMs = 0, onStored }: LeadFormOptions<Id>,
): LeadFormState<Id> {
  const { search } = useLocation();
  const locale = useLocale();
  const [empty] = useState(() => emptyForm(leadForms[id].fields) as LeadValues<Id>);
  const [initial] = useState(() => initialState(id, search, { ...empty, ...prefill?.() }, empty));
  const [values, setValues] = useState(initial.values);
  const [status, setStatus] = useState(initial.status);
  const [submissions] = useState(leadSubmissions);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);
  // The form's latest callback, for the answer of a submit made before a render changed it.
  const stored = useRef(onStored);
  useEffect(() => {
    stored.current = onStored;
  });

  useEffect(() => {
    mounted.current = true;
    // Stored without script: once the page's script is here, the same success as with it.
    if (initial.status.kind === 'stored') stored.current?.();
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, [initial]);

  const setField = useCallback((field: keyof LeadValues<Id>, value: string) => {
    // A form name (a string), which a generic form's type does not narrow to one.
    const name = String(field);
    setValues((current) => ({ ...current, [name]: value }));
    setStatus((current) => {
      if (current.kind !== 'failed' || !(name in current.fieldErrors)) return current;
      const fieldErrors: Partial<Record<string, string>> = { ...current.fieldErrors };
      delete fieldErrors[name];
      return { ...current, fieldErrors: fieldErrors as LeadErrors<Id> };
    });
  }, []);

  const submit = useCallback(async () => {
    const submitted = values;
    setStatus(submitting);
    const answer = submitLead(id, submitted, { url: apiUrl, language: locale, text, submissions });
    const atLeast = (ms: number) => new Promise((resolve) => (timer.current = setTimeout(resolve, ms)));
    const result =
      minSubmittingMs > 0 ? (await Promise.all([answer, atLeast(minSubmittingMs)]))[0] : await answer;
    if (!mounted.current) return;
    setStatus(statusAfter(result, submitted));
    if (result.ok) stored.current?.();
  }, [id, values, locale, text, submissions, minSubmittingMs]);

  const reset = useCallback(() => {
    forgetSentForm();
    setValues(empty);
    setStatus(editing);
  }, [empty]);

  return {
    values,
    status,
    message: status.kind === 'failed' ? status.message : null,
    fieldErrors: status.kind === 'failed' ? status.fieldErrors : (noErrors as LeadErrors<Id>),
    submitting: status.kind === 'submitting',
    setField,
    setValues,
    submit,
    reset,
  };
}
