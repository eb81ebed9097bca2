// The forms a page posts to itself without script (docs/ssr.md, "Forms that post"): what the
// site's server does with them, apart from HTTP. A lead form is stored through the API with the
// same leads contract the page's script uses; a sign-in form keeps nothing.
import { SENT_PARAM, SIGN_IN_FORM, type PageForm, type PostedForm, type SiteRoute } from '@site/federation';
import { isLeadFormId, leadForms, postedValues, sendLeadForm } from '@site/leads';

/** The largest form body read (both lead forms fit in a fraction of it). */
export const FORM_BODY_LIMIT = 64 * 1024;

/** What to answer a form post with. */
export type FormAnswer =
  /** Done (stored, or nothing to keep): see the page again, with `?sent=` (post/redirect/get). */
  | { kind: 'redirect'; location: string }
  /** Not stored: the page again, with what was typed and what is wrong, under this status. */
  | { kind: 'page'; status: number; posted: PostedForm }
  /** Not a form this page takes: a status and a message. */
  | { kind: 'refused'; status: number; message: string };

const trailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The form the page at `pathname` posts, from its route's declaration (pages with forms have no parameters). */
export function formOfPage(routes: readonly SiteRoute[], pathname: string): PageForm | undefined {
  return routes.find((route) => route.form && trailingSlash(route.path) === trailingSlash(pathname))?.form;
}

/** The page again after a post: its path, `?sent=<form>` and what the page may show of it, its section. */
function sentLocation(pathname: string, form: PageForm, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ [SENT_PARAM]: form.id, ...extra });
  return `${pathname}?${query}${form.section ? `#${form.section}` : ''}`;
}

export interface PostedRequest {
  pathname: string;
  form: PageForm;
  /** The body, parsed: every field once, as text. */
  body: Readonly<Record<string, string>>;
  /** The API's base URL (the site server's proxy target). */
  apiUrl: string;
  /** The visitor's address: the API limits leads per address. */
  clientIp: string;
  /** Told when the API cannot be reached (the visitor gets the page with the form's message). */
  onApiError?: (error: unknown) => void;
}

/**
 * A form posted to its page: a lead is sent to the API (it validates and stores it); the answer
 * is a redirect to the page with `?sent=` once stored, or the page with the visitor's values and
 * the messages the form shows with script for the same answer of the API.
 */
export async function answerPostedForm({
  pathname,
  form,
  body,
  apiUrl,
  clientIp,
  onApiError,
}: PostedRequest): Promise<FormAnswer> {
  if (form.id === SIGN_IN_FORM) {
    // The browser sent no password (the field has no name); nothing else is kept either.
    return { kind: 'redirect', location: sentLocation(pathname, form) };
  }
  if (!isLeadFormId(form.id)) return { kind: 'refused', status: 404, message: 'This page takes no form.' };
  const posted = postedValues(leadForms[form.id].fields, body);
  if (!posted)
    return { kind: 'refused', status: 400, message: 'This form has fields the page does not send.' };
  const fromVisitor: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...init?.headers, 'x-forwarded-for': clientIp } }).catch(
      (error: unknown) => {
        onApiError?.(error);
        throw error;
      },
    );
  const result = await sendLeadForm(
    form.id,
    (apiPath) => new URL(apiPath, apiUrl).href,
    posted.values,
    posted.honeypot,
    fromVisitor,
  );
  if (result.stored) return { kind: 'redirect', location: sentLocation(pathname, form, result.sentParams) };
  // As the API answered: refused fields, too many requests, or not reachable at all.
  const status = result.invalid ? 422 : result.status === 429 ? 429 : result.status === null ? 503 : 502;
  return {
    kind: 'page',
    status,
    posted: {
      form: form.id,
      values: posted.values,
      fieldErrors: result.fieldErrors,
      message: result.message,
    },
  };
}

/**
 * A form body (`application/x-www-form-urlencoded`) as one text per field; undefined when a field
 * is given twice (no form of the site does that).
 */
export function parseFormBody(text: string): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) return undefined;
    fields[name] = value;
  }
  return fields;
}
