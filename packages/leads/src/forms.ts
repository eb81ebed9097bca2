/**
 * The two lead forms, by the id a page declares for the form it posts (its route's `form`): their
 * fields, their API path, what the visitor sees for each answer that is not a success, and the
 * sending of one. The forms in the browser and the site's server (which receives the same forms
 * posted without script) say the same thing.
 */
import { postLead, type LeadExtras, type SubmitOutcome } from './client';
import {
  enrollmentFields,
  projectRequestFields,
  type FormErrors,
  type FormValues,
  type LeadFields,
} from './fields';
import type { Language } from './language';
import type { LeadFormText, LeadTexts } from './text';

export const leadPaths = {
  projectRequest: '/api/v1/project-request',
  enrollment: '/api/v1/enrollments',
} as const;

/** What a form shows after a submit the API did not store: a message, and messages per field. */
export interface SubmitFailure<F extends LeadFields> {
  message: string;
  fieldErrors: FormErrors<F>;
}

/** A lead form: its fields, its API path, and what the visitor sees when the API did not store it. */
export interface LeadForm<F extends LeadFields, T extends LeadFormText<unknown, unknown>> {
  readonly fields: F;
  readonly apiPath: string;
  /** In the language of `text`, the form's texts in the page's language. */
  failure(outcome: Exclude<SubmitOutcome<F>, { kind: 'created' }>, text: T): SubmitFailure<F>;
  /**
   * What the page may show of a lead stored from a form posted without script, in the URL it
   * answers with: nothing personal (no name, no e-mail).
   */
  sentParams?(values: FormValues<F>): Record<string, string>;
}

/**
 * A gateway's answer that no API answered (502, 503, 504: nginx or the site's server in front of
 * it): our server is briefly unavailable. Not the visitor's network, which gives no answer at all.
 */
export const isUnavailable = (status: number | null) => status === 502 || status === 503 || status === 504;

const leadForm = <F extends LeadFields, T extends LeadFormText<unknown, unknown>>(form: LeadForm<F, T>) =>
  form;

export const leadForms = {
  'project-request': leadForm<typeof projectRequestFields, LeadTexts['project-request']>({
    fields: projectRequestFields,
    apiPath: leadPaths.projectRequest,
    /**
     * 422 → the server's messages and its message (or 'Validation failed.'); else the generic one
     * (the specification's sentence), followed for 502/503/504 by the server's brief unavailability.
     */
    failure(outcome, text) {
      if (outcome.kind === 'invalid') return { message: outcome.message, fieldErrors: outcome.fieldErrors };
      const { generic, unavailable } = text.answers;
      return {
        message: isUnavailable(outcome.status) ? `${generic} ${unavailable}` : generic,
        fieldErrors: {},
      };
    },
  }),
  enrollment: leadForm<typeof enrollmentFields, LeadTexts['enrollment']>({
    fields: enrollmentFields,
    apiPath: leadPaths.enrollment,
    /**
     * 422 → the fields' messages; a rate limit → the server's own message (it says how long to
     * wait); no answer → the network message; 502/503/504 → our server is briefly unavailable;
     * anything else → the generic one.
     */
    failure(outcome, text) {
      const messages = text.answers;
      if (outcome.kind === 'invalid') return { message: messages.invalid, fieldErrors: outcome.fieldErrors };
      const message =
        outcome.status === null
          ? messages.network
          : isUnavailable(outcome.status)
            ? messages.unavailable
            : outcome.status === 429 && outcome.message
              ? outcome.message
              : messages.generic;
      return { message, fieldErrors: {} };
    },
    sentParams: (values) => ({ course: values.course }),
  }),
};

export type LeadFormId = keyof typeof leadForms;

export function isLeadFormId(value: unknown): value is LeadFormId {
  return typeof value === 'string' && Object.hasOwn(leadForms, value);
}

/** What became of a lead form sent to the API. */
export type SendResult =
  | { stored: true; sentParams: Record<string, string> }
  | {
      stored: false;
      /** The API's status, or null when it could not be reached. */
      status: number | null;
      /** The API refused fields (422): the messages say which. */
      invalid: boolean;
      message: string;
      fieldErrors: Readonly<Partial<Record<string, string>>>;
    };

/** How a lead form is sent, and in which language; with its source and key (`LeadExtras`). */
export interface SendOptions<Id extends LeadFormId> extends LeadExtras {
  /** The honeypot's value (people leave it empty). */
  honeypot?: string;
  fetchImpl?: typeof fetch;
  /** The page's language: the lead records it and the API answers in it. English when not given. */
  language?: Language;
  /**
   * The form's texts in that language (the visitor reads its answers): a page passes its own
   * (its catalogue part), so that it carries no other form's words nor another language's.
   */
  text: LeadTexts[Id];
}

/**
 * Sends a lead form's values to the API (`url` makes the API path absolute) and says what the
 * visitor sees, in the page's language: the same for the page's script and for the site's server,
 * which sends the forms posted without script.
 */
export async function sendLeadForm<Id extends LeadFormId>(
  id: Id,
  url: (apiPath: string) => string,
  values: Readonly<Record<string, string>>,
  { honeypot = '', fetchImpl = fetch, language, text, ...extras }: SendOptions<Id>,
): Promise<SendResult> {
  const form = leadForms[id] as unknown as LeadForm<LeadFields, LeadTexts[Id]>;
  const formValues = values as FormValues<LeadFields>;
  const outcome = await postLead(
    url(form.apiPath),
    form.fields,
    formValues,
    honeypot,
    fetchImpl,
    language,
    text.validationFailed,
    extras,
  );
  if (outcome.kind === 'created') return { stored: true, sentParams: form.sentParams?.(formValues) ?? {} };
  return {
    stored: false,
    status: outcome.kind === 'invalid' ? 422 : outcome.status,
    invalid: outcome.kind === 'invalid',
    ...form.failure(outcome, text),
  };
}
