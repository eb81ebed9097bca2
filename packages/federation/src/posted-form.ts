import type { LeadFormId } from '@site/leads';
import { SENT_PARAM } from './contract';

/**
 * A lead form posted without script that the API did not store, as the site's server renders the
 * page in answer: what the visitor typed (every field, so nothing is lost) and what is wrong. The
 * server hands it to the page's form for its render and to the browser in the page's data, so the
 * hydrated form starts from the same state.
 */
export interface PostedForm {
  form: LeadFormId;
  /** The fields by their form names, as typed. */
  values: Readonly<Record<string, string>>;
  /** Messages by form field name. */
  fieldErrors: Readonly<Partial<Record<string, string>>>;
  /** The form's message above its button. */
  message: string;
}

let posted: PostedForm | undefined;

/** Set for one render on the server, and from the page's data in the browser. */
export function setPostedForm(form: PostedForm | undefined) {
  posted = form;
}

/**
 * The posted state of this form on this page, if the page answers its post: a form component
 * reads it once, as its initial state.
 */
export function postedForm(form: LeadFormId): PostedForm | undefined {
  return posted?.form === form ? posted : undefined;
}

/**
 * Takes `?sent=` out of the address once the success it showed has been seen, so that a reload
 * shows the empty form again (a reload of the `?sent=` page never posts anything either way).
 */
export function forgetSentForm() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SENT_PARAM)) return;
  url.searchParams.delete(SENT_PARAM);
  window.history.replaceState(window.history.state, '', url);
}
