// The forms a page posts to itself without script (docs/ssr.md, "Forms that post"): what the
// site's server does with them, apart from HTTP. A lead form is stored through the API with the
// same leads contract the page's script uses; a sign-in form keeps nothing.
import { SENT_PARAM, SIGN_IN_FORM, type PageForm, type PostedForm, type SiteRoute } from '@site/federation';
import { DEFAULT_LOCALE, splitLocale } from '@site/i18n';
import {
  isLeadFormId,
  isUnavailable,
  leadForms,
  leadTextsIn,
  postedValues,
  sanitizeSource,
  sendLeadForm,
  type Language,
  type LeadFormId,
} from '@site/leads';
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';

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

/**
 * The form the page at `pathname` posts, from its route's declaration (pages with forms have no
 * parameters). A page in another language (`/ur/enrollment`) posts its route's form when the
 * route exists in that language.
 */
export function formOfPage(routes: readonly SiteRoute[], pathname: string): PageForm | undefined {
  const { locale, path } = splitLocale(pathname);
  return routes.find(
    (route) =>
      route.form &&
      trailingSlash(route.path) === trailingSlash(path) &&
      (locale === DEFAULT_LOCALE || (route.locales ?? []).includes(locale)),
  )?.form;
}

/**
 * The page again after a post: its path (in its language: `/ur/enrollment` stays there), the
 * state its address had (`/login?mode=create-account` stays in that mode), `?sent=<form>` and
 * what the page may show of it, its section.
 */
function sentLocation(
  pathname: string,
  form: PageForm,
  extra: Record<string, string> = {},
  search = '',
): string {
  const query = new URLSearchParams(search);
  query.delete(SENT_PARAM);
  for (const [name, value] of Object.entries({ [SENT_PARAM]: form.id, ...extra })) query.set(name, value);
  return `${pathname}?${query}${form.section ? `#${form.section}` : ''}`;
}

export interface PostedRequest {
  /** The page's path as posted, with its language prefix (`/ur/enrollment`). */
  pathname: string;
  /** The query the page was posted with (`?mode=create-account`): kept on the way back. */
  search?: string;
  form: PageForm;
  /** The body, parsed: every field once, as text. */
  body: Readonly<Record<string, string>>;
  /** The API's base URL (the site server's proxy target). */
  apiUrl: string;
  /** The local address the call to the API leaves from (SiteServerOptions.apiBindAddress). */
  apiBindAddress?: string;
  /** The visitor's address: the API limits leads per address. */
  clientIp: string;
  /**
   * Told when the API cannot be reached: the visitor gets the page with the form's message that
   * our server is briefly unavailable (a 503 of this server's: it is the gateway here).
   */
  onApiError?: (error: unknown) => void;
}

/** How long the API may take to answer a form before the visitor is told it could not be sent. */
const API_TIMEOUT_MS = 15_000;

/**
 * The idempotency key of a form posted without script, which has no script to make one: the same
 * post sent again (a double tap, a reload of the answer, a retry after a failure) has the same
 * key, so the API stores it once; another visitor's or any other value makes another key.
 */
export function nativeIdempotencyKey(
  form: LeadFormId,
  language: Language,
  values: Readonly<Record<string, string>>,
  clientIp: string,
): string {
  const fieldValues = Object.values(leadForms[form].fields).map((rule) => values[rule.formName] ?? '');
  const digest = createHash('sha256').update(JSON.stringify([form, language, ...fieldValues, clientIp]));
  return `native:${digest.digest('base64url')}`;
}

/**
 * A lead's JSON posted to the API for the visitor at `clientIp`, as a fetch Response, with the
 * contract's headers (its language, its idempotency key). Through node:http, not fetch: fetch
 * refuses the ports browsers block (6000, 6665-6669, 10080…), and the API may listen on one
 * (PORT_BASE 5000 puts it on 6000).
 */
function postToApi(
  url: string,
  body: string,
  clientIp: string,
  headers: Headers,
  localAddress: string | undefined,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https:') ? https : http).request(
      url,
      {
        method: 'POST',
        timeout: API_TIMEOUT_MS,
        ...(localAddress ? { localAddress } : {}),
        headers: {
          ...Object.fromEntries(headers),
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': clientIp,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 502;
          const type = response.headers['content-type'];
          resolve(
            new Response([204, 205, 304].includes(status) ? null : Buffer.concat(chunks), {
              status,
              headers: type ? { 'content-type': type } : {},
            }),
          );
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`the API did not answer in ${API_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * A form posted to its page: a lead is sent to the API (it validates and stores it) in the page's
 * language, the one of its path (`/ur/…`: Urdu); the answer is a redirect to the page, in that
 * language, with `?sent=` once stored, or the page with the visitor's values and the messages the
 * form shows with script for the same answer of the API, in that language.
 */
export async function answerPostedForm({
  pathname,
  search,
  form,
  body,
  apiUrl,
  apiBindAddress,
  clientIp,
  onApiError,
}: PostedRequest): Promise<FormAnswer> {
  if (form.id === SIGN_IN_FORM) {
    // The browser sent no password (the field has no name); nothing else is kept either.
    return { kind: 'redirect', location: sentLocation(pathname, form, {}, search) };
  }
  if (!isLeadFormId(form.id)) return { kind: 'refused', status: 404, message: 'This page takes no form.' };
  const posted = postedValues(leadForms[form.id].fields, body);
  if (!posted)
    return { kind: 'refused', status: 400, message: 'This form has fields the page does not send.' };
  const { locale } = splitLocale(pathname);
  const fromVisitor: typeof fetch = (input, init) =>
    postToApi(
      String(input),
      String(init?.body ?? ''),
      clientIp,
      new Headers(init?.headers),
      apiBindAddress,
    ).catch((error: unknown) => {
      onApiError?.(error);
      return new Response(null, { status: 503 });
    });
  const result = await sendLeadForm(form.id, (apiPath) => new URL(apiPath, apiUrl).href, posted.values, {
    honeypot: posted.honeypot,
    fetchImpl: fromVisitor,
    language: locale,
    text: leadTextsIn[locale][form.id],
    // The device's record as the page's head script put it in the form (cleaned: a malformed one
    // is none, never a refusal), sent from this page, which the server knows.
    source: sanitizeSource({ ...sanitizeSource(posted.source), sent_from: pathname }),
    idempotencyKey: nativeIdempotencyKey(form.id, locale, posted.values, clientIp),
  });
  if (result.stored)
    return { kind: 'redirect', location: sentLocation(pathname, form, result.sentParams, search) };
  // As the API answered: refused fields, too many requests, not reachable (503 with Retry-After),
  // or failed.
  const status = result.invalid
    ? 422
    : result.status === 429
      ? 429
      : isUnavailable(result.status)
        ? 503
        : 502;
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
