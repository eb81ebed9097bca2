import { useLocale } from '@site/i18n';
import { useState } from 'react';
import type { MailRequest } from '@/lib/account-requests';
import { loadAccountRequests } from '@/lib/load-account-requests';

/** The messages of the fields the API refused (422), by field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * One of /login's forms that asks the API for a mail (Create Account, a reset link): sends it in
 * the page's language, then `sentTo` is the address it was sent for (the answer is the same
 * whether or not the address has an account). A refusal: the API's messages under its `fields`
 * (422), or above the button (429 says how long to wait, and so does our server briefly
 * unavailable: 502-504), or `unreachable` when not reached. Nothing typed is cleared here.
 */
export function usePeopleForm<F extends string>(
  request: MailRequest,
  fields: readonly F[],
  unreachable: string,
) {
  const language = useLocale();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  /** Sends `body`: whether it was sent, and the fields the API refused (none when refused as a whole). */
  async function send(email: string, body: object): Promise<{ sent: boolean; refused: FieldErrors<F> }> {
    setBusy(true);
    setFailure(null);
    setErrors({});
    setSentTo(null);
    const outcome = await loadAccountRequests().then(
      ({ askForMail }) => askForMail(request, body, fields, language),
      () => ({ ok: false, status: 0, message: '', fields: {} }) as const,
    );
    setBusy(false);
    if (outcome.ok) {
      setSentTo(email.trim());
      return { sent: true, refused: {} };
    }
    if (Object.keys(outcome.fields).length > 0) setErrors(outcome.fields);
    else setFailure(outcome.message || unreachable);
    return { sent: false, refused: outcome.fields };
  }

  /** Messages the page found itself, before sending. */
  const refuse = (found: FieldErrors<F>) => {
    setSentTo(null);
    setFailure(null);
    setErrors(found);
  };
  /** What the page says when it could not even send (its code did not come). */
  const fail = () => {
    setSentTo(null);
    setErrors({});
    setFailure(unreachable);
  };
  const reset = () => {
    setSentTo(null);
    setFailure(null);
    setErrors({});
  };

  return { busy, sentTo, failure, errors, send, refuse, fail, reset };
}
