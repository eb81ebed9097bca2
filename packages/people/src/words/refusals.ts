// What the people API answers when it refuses a request (`ApiError.message` and the messages of
// its fields), in English; urdu-refusals.ts says the same in Urdu. The pages show them as they
// come (the API answers in the request's language), and say them themselves where they check
// first (the password's length before sending).
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@site/staff';
import { LINK_LIFETIME_HOURS } from '../links';

/** Why a new password was refused: the staff rules, the e-mail address standing for the username. */
export type PersonPasswordProblem = 'tooShort' | 'tooLong' | 'containsEmail' | 'tooCommon';

export interface PeopleRefusals {
  /** 401 on every `me…` path without a live session. */
  signIn: string;
  /** 403: a change from another site's page. */
  foreignOrigin: string;
  /** 403: a change without the session's CSRF token. */
  csrf: string;
  /** 400: not a JSON object with the fields the request takes. */
  badBody: string;
  /** 422's `message`; the fields' messages are in `errors`. */
  invalid: string;
  /** 401 at sign-in: an unknown address and a wrong password alike. */
  wrongCredentials: string;
  /** 403 at sign-in: the password is right, the address not confirmed; a new link is on its way. */
  notVerified: string;
  /** 429 at sign-in (and at deletion's password), with Retry-After. */
  throttled: (seconds: number) => string;
  /** 429 of Create Account and of a reset link asked for too often, with Retry-After. */
  tooMany: (seconds: number) => string;
  /** 410: a link used, expired or unknown. */
  linkGone: string;
  /** 403 at deletion: the password typed again is not the account's. */
  wrongPassword: string;
  /** 404: no such request of theirs. */
  notFound: string;
  /** A new password's problems (`errors.password`). */
  password: Readonly<Record<PersonPasswordProblem, string>>;
}

/** "30 seconds", "1 second", "2 minutes": a wait, in minutes from 90 seconds on. */
const wait = (seconds: number) =>
  seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} second${seconds === 1 ? '' : 's'}`;

export const peopleRefusals: PeopleRefusals = {
  signIn: 'Please sign in.',
  foreignOrigin: 'This request must come from the site’s own pages.',
  csrf: 'This request is missing the page’s security token. Reload the page and try again.',
  badBody: 'The request body must be a JSON object with the fields this request takes.',
  invalid: 'Please correct the highlighted fields.',
  wrongCredentials: 'The e-mail address or password is not right.',
  notVerified: `Please confirm your e-mail address first: we have sent you a new link. It works for ${LINK_LIFETIME_HOURS} hours.`,
  throttled: (seconds) => `Too many failed sign-ins. Try again in ${wait(seconds)}.`,
  tooMany: (seconds) => `Too many requests from here. Try again in ${wait(seconds)}.`,
  linkGone: 'This link has expired or was already used. Ask for a new one.',
  wrongPassword: 'That password is not right.',
  notFound: 'There is no such request.',
  password: {
    tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
    tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
    containsEmail: "Don't use your e-mail address in your password.",
    tooCommon: 'This password is too common: it appears in lists of leaked passwords. Choose another.',
  },
};
