import type { AccountMailSource } from '../mail/account-mail';
import type { PersonSignInCounts } from '../metrics/sign-in-metrics';
import type { GuessRepository } from '../repositories/guess-repository';
import type { PeopleRepository } from '../repositories/people-repository';
import type { PersonLeadsRepository } from '../repositories/person-leads-repository';
import type { StudentRepository } from '../repositories/student-repository';
import type { PasswordWork } from './password-work';
import type { Limit, LimitDecision } from './request-limits';

/** What every route of a person's account is given (app.ts makes them once). */
export interface PeopleRouteOptions {
  people: PeopleRepository;
  students: StudentRepository;
  leads: PersonLeadsRepository;
  /** The sign-in guesses of every kind of account (auth/guesses.ts), keyed `person:<e-mail>` here. */
  guesses: GuessRepository;
  /** The metrics' count of wrong passwords and throttled guesses (person_sign_in_*). */
  signIns: PersonSignInCounts;
  passwords: PasswordWork;
  limits: (limits: readonly Limit[]) => Promise<LimitDecision>;
  /** The site's origins, from which changes are taken (PUBLIC_ORIGIN, CORS_ORIGINS). */
  origins: readonly string[];
  now: () => number;
  /** Sign-in (and link) attempts per client address per minute: SIGN_IN_ATTEMPTS_PER_MINUTE, as the staff's. */
  attemptsPerMinute: number;
  /** Create Account and reset links asked for per client address per hour: ACCOUNT_REQUESTS_PER_HOUR. */
  accountRequestsPerHour: number;
  /** Writes a link's mail to the log in development (mail/account-mail.ts); nothing elsewhere. */
  developmentMail: (source: AccountMailSource) => void;
}
