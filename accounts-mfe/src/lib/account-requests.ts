// What a person's sign-in forms send, a chunk of its own: the sign-in pages' first visit carries
// their fields and words only, and this comes when the form is first touched (`loadAccountRequests`
// on focus) or sent. The API answers in the request's `language`, which every body carries.
import type { Language } from '@site/leads';
import { peopleApi, peopleRefusalsIn, type PersonMe, type SignInRequest } from '@site/people';
import { newPasswordProblem } from './new-password';
import { fieldMessage, peopleRequest, refusalMessage, refusalOf } from './people-api';
import { markSignedIn } from './signed-in-mark';

/**
 * A request's outcome: sent, or refused with the API's status, field messages and the message to
 * show (empty: the page's own words for "not reached").
 */
export type Outcome<F extends string = never> =
  { ok: true } | { ok: false; status: number; message: string; fields: Partial<Record<F, string>> };

function refused<F extends string>(error: unknown, fields: readonly F[], language: Language): Outcome<F> {
  const refusal = refusalOf(error);
  const found: Partial<Record<F, string>> = {};
  if (refusal.status === 422)
    for (const field of fields) {
      const message = fieldMessage(refusal, field);
      if (message) found[field] = message;
    }
  // A 429 is a wait the API words, a 502-504 one the page words; any other 5xx says nothing the
  // person can act on: the page's own words, as when it was not reached.
  const message = refusalMessage(refusal, '', language);
  return { ok: false, status: refusal.status, message, fields: found };
}

/** Signs in; signed in, the device is marked (the head's mark and /profile read it). */
export async function signIn(request: SignInRequest & { language: Language }): Promise<Outcome> {
  try {
    await peopleRequest<PersonMe>(peopleApi.session, { method: 'POST', body: request });
    markSignedIn();
    return { ok: true };
  } catch (error) {
    return refused(error, [], request.language);
  }
}

/** The requests that ask the API to mail an address: Create Account, a reset link. */
export type MailRequest = 'signUp' | 'passwordReset';

/** Create Account or a reset link: a request that asks the API to mail the address. */
export async function askForMail<F extends string>(
  request: MailRequest,
  body: object,
  fields: readonly F[],
  language: Language,
): Promise<Outcome<F>> {
  try {
    await peopleRequest(peopleApi[request], { method: 'POST', body: { ...body, language } });
    return { ok: true };
  } catch (error) {
    return refused(error, fields, language);
  }
}

/** What is wrong with a new password, in the page's language, before the API is asked. */
export function checkNewPassword(password: string, email: string, language: Language): string | undefined {
  return newPasswordProblem(password, email, peopleRefusalsIn[language].password);
}
