// What the staff API answers staff when it refuses a request (`ApiError.message` and the
// messages of its fields). English only: the staff pages are; the admin sign-in's Urdu page says
// each refusal in its own words (accounts-mfe's `admin` part). A refusal that a page says too is
// taken from that page's words: a page's chunk imports its own words, never this whole list.
import { LANGUAGES } from '@site/leads';
import type { NoteProblem } from '../inbox';
import { NOTE_MAX_LENGTH, SEARCH_MAX_LENGTH } from '../inbox';
import { LEAD_KINDS } from '../kinds';
import { TOTP_DIGITS } from '../totp';
import { auditWords } from './audit';
import { setupWords } from './setup';

const or = (names: readonly string[]) => names.join(' or ');

export const refusals = {
  signIn: 'Please sign in.',
  foreignOrigin: 'This request must come from the site’s own pages.',
  csrf: 'This request is missing the page’s security token. Reload the page and try again.',
  adminsOnly: auditWords.adminsOnly,
  wrongCredentials: 'The username or password is not right.',
  wrongCode: 'That code is not right. Enter the current code from your authenticator app.',
  codeExpired: 'The sign-in took too long. Enter your username and password again.',
  throttled: (seconds: number) =>
    seconds >= 90
      ? `Too many failed sign-ins. Try again in ${Math.ceil(seconds / 60)} minutes.`
      : `Too many failed sign-ins. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  needsTotp: 'Every account signs in with an authenticator app. Ask an admin for a new set-up link.',
  linkGone: setupWords.expired,
  notFound: 'There is no such lead.',
  badBody: 'The request body must be a JSON object with the fields this request takes.',
  username: (min: number, max: number) =>
    `A username is ${min} to ${max} letters, digits, ".", "_" or "-", starting and ending with a letter or digit.`,
  /** The one-time link's form (422). */
  setup: {
    invalid: 'Please correct the highlighted fields.',
    wrongCode: 'That code is not right. Enter the code your authenticator app shows now.',
    needsCode: `Every account signs in with an authenticator app: scan the code and enter the ${TOTP_DIGITS} digits it shows.`,
  },
  /** A list's, an export's or the chart's query string (400). */
  query: {
    once: (name: string) => `Give ${name} once.`,
    kind: `kind must be ${or(LEAD_KINDS)}.`,
    status: 'status must be one of the lead statuses.',
    language: `language must be ${or(LANGUAGES)}.`,
    tooLong: (name: string) => `${name} is too long.`,
    day: (name: string) => `${name} must be a date written as YYYY-MM-DD.`,
    fromAfterTo: 'from must not be after to.',
    search: `A search is at most ${SEARCH_MAX_LENGTH} characters.`,
    whole: (name: string, min: number, max: number) =>
      `${name} must be a whole number from ${min} to ${max}.`,
  },
  /** A status the lead's kind does not have (422). */
  status: {
    message: 'Choose one of the statuses of this lead.',
    /** "A project request is new, contacted, qualified, won, lost." */
    field: (kind: string, statuses: readonly string[]) => `A ${kind} is ${statuses.join(', ')}.`,
  },
  notes: {
    notText: 'A note is text.',
    empty: 'Write the note first.',
    tooLong: `A note is at most ${NOTE_MAX_LENGTH} characters.`,
    controlCharacters: 'The note contains characters that are not allowed.',
    directionMarks:
      'The note contains hidden text-direction marks or line separators. Please type it again instead of pasting it.',
  } satisfies Record<NoteProblem, string>,
  mailNotGivenUp: 'This lead’s mail has not been given up.',
} as const;
