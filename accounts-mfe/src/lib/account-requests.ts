// What a person's sign-in forms send, a chunk of its own: the sign-in pages' first visit carries
// their fields and words only, and this comes when the form is first touched (`loadAccountRequests`
// on focus) or sent. The API answers in the request's `language`, which every body carries.
import type { Language } from '@site/leads';
import { peopleApi, peopleRefusalsIn, type PersonMe, type SignInRequest } from '@site/people';
import { newPasswordProblem } from './new-password';
import { fieldMessage, peopleRequest, refusalOf } from './people-api';
import { markSignedIn } from './signed-in-mark';

/** A request's outcome: sent, or refused with the API's status, message and field messages. */
export type Outcome<F extends string = never> =
  { ok: true } | { ok: false; status: number; message: string; fields: Partial<Record<F, string>> };

function refused<F extends string>(error: unknown, fields: readonly F[]): Outcome<F> {
  const refusal = refusalOf(error);
  const found: Partial<Record<F, string>> = {};
  if (refusal.status === 422)
    for (const field of fields) {
      const message = fieldMessage(refusal, field);
      if (message) found[field] = message;
    }
  // A 5xx says nothing the person can act on: the page's own words, as when it was not reached.
  const message = refusal.status > 0 && refusal.status < 500 ? refusal.message : '';
  return { ok: false, status: refusal.status, message, fields: found };
}

/** Signs in; signed in, the device is marked (the head's mark and /profile read it). */
export async function signIn(request: SignInRequest): Promise<Outcome> {
  try {
    await peopleRequest<PersonMe>(peopleApi.session, { method: 'POST', body: request });
    markSignedIn();
    return { ok: true };
  } catch (error) {
    return refused(error, []);
  }
}

/** The requests that ask the API to mail an address: Create Account, a reset link. */
export type MailRequest = 'signUp' | 'passwordReset';

/** Create Account or a reset link: a request that asks the API to mail the address. */
export async function askForMail<F extends string>(
  request: MailRequest,
  body: object,
  fields: readonly F[],
): Promise<Outcome<F>> {
  try {
    await peopleRequest(peopleApi[request], { method: 'POST', body });
    return { ok: true };
  } catch (error) {
    return refused(error, fields);
  }
}

/** What is wrong with a new password, in the page's language, before the API is asked. */
export function checkNewPassword(password: string, email: string, language: Language): string | undefined {
  return newPasswordProblem(password, email, peopleRefusalsIn[language].password);
}
