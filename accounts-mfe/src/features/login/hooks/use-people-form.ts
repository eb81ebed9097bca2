import { useLocale } from '@site/i18n';
import { useState } from 'react';
import { fieldMessage, peopleRequest, refusalMessage, refusalOf } from '@/lib/people-api';
import { useLoginMessages } from '@/messages/en/login';

/** The messages of the fields the API refused (422), by field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * One of /login's forms that asks the API for a mail (Create Account, a reset link): sends it in
 * the page's language, then `sentTo` is the address it was sent for (the answer is the same
 * whether or not the address has an account). A refusal: the API's messages under its `fields`
 * (422), or above the button (429 says how long to wait), or the page's words when not reached.
 */
export function usePeopleForm<F extends string>(path: string, fields: readonly F[]) {
  const t = useLoginMessages();
  const language = useLocale();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  /** Sends `body`; returns the fields the API refused (none: sent, or refused as a whole). */
  async function send(email: string, body: object): Promise<FieldErrors<F>> {
    setBusy(true);
    setFailure(null);
    setErrors({});
    setSentTo(null);
    try {
      await peopleRequest(path, { method: 'POST', body: { ...body, language } });
      setSentTo(email.trim());
      return {};
    } catch (error) {
      const refusal = refusalOf(error);
      const found: FieldErrors<F> = {};
      if (refusal.status === 422)
        for (const field of fields) {
          const message = fieldMessage(refusal, field);
          if (message) found[field] = message;
        }
      if (Object.keys(found).length > 0) setErrors(found);
      else setFailure(refusalMessage(refusal, t.unreachable));
      return found;
    } finally {
      setBusy(false);
    }
  }

  /** Messages the page found itself, before sending. */
  const refuse = (found: FieldErrors<F>) => {
    setSentTo(null);
    setFailure(null);
    setErrors(found);
  };
  const reset = () => {
    setSentTo(null);
    setFailure(null);
    setErrors({});
  };

  return { busy, sentTo, failure, errors, send, refuse, reset };
}
