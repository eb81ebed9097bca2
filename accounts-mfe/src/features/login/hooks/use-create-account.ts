import { useLocale } from '@site/i18n';
import { useState } from 'react';
import { loadAccountRequests } from '@/lib/load-account-requests';
import { useLoginMessages } from '@/messages/en/login';
import { usePeopleForm } from './use-people-form';

const signUpFields = ['name', 'email', 'password'] as const;

/** A field of Create Account that a message can be under, and the focus go to. */
export type NewAccountField = (typeof signUpFields)[number] | 'confirm';

/** What Create Account sends, as typed. */
export interface NewAccount {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * Create Account's job, apart from its fields: the new password checked as the API checks it,
 * then the two passwords compared, then the request that mails a link (the answer the same
 * whether or not the address had an account). Whatever is refused, nothing typed is lost: the
 * message goes under its field (the mismatch under Confirm Password) and `focus` takes the person
 * there; a refusal of the whole request (429, our server briefly unavailable) is `failure`.
 */
export function useCreateAccount(focus: (field: NewAccountField) => void) {
  const t = useLoginMessages();
  const language = useLocale();
  const signUp = usePeopleForm('signUp', signUpFields, t.unreachable);
  const [mismatch, setMismatch] = useState(false);

  /** Checks, then sends; true once sent (the passwords may go). */
  const send = async ({ name, email, password, confirmPassword }: NewAccount): Promise<boolean> => {
    const requests = await loadAccountRequests().catch(() => null);
    if (!requests) {
      signUp.fail();
      return false;
    }
    const problem = requests.checkNewPassword(password, email, language);
    if (problem) {
      setMismatch(false);
      signUp.refuse({ password: problem });
      focus('password');
      return false;
    }
    if (password !== confirmPassword) {
      setMismatch(true);
      signUp.reset();
      focus('confirm');
      return false;
    }
    setMismatch(false);
    const { sent, refused } = await signUp.send(email, { name, email, password });
    const first = signUpFields.find((field) => refused[field]);
    if (first) focus(first);
    return sent;
  };

  return {
    send,
    /** Once the mismatch is said, it follows the typing: gone as soon as the two are equal. */
    recheck: (password: string, confirmPassword: string) => {
      if (mismatch) setMismatch(password !== confirmPassword);
    },
    /** The mode changed: what was said goes, what was typed stays. */
    reset: () => {
      setMismatch(false);
      signUp.reset();
    },
    mismatch: mismatch ? t.mismatch : undefined,
    errors: signUp.errors,
    failure: signUp.failure,
    sentTo: signUp.sentTo,
    busy: signUp.busy,
  };
}
