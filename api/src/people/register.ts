import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { SecretBox } from '../auth/secret-box';
import type { Database } from '../db/sql';
import type { PersonSignInCounts } from '../metrics/sign-in-metrics';
import type { GuessRepository } from '../repositories/guess-repository';
import { developmentMailLog } from '../mail/account-mail';
import { SqlPeopleRepository } from '../repositories/people-repository';
import { SqlPersonLeadsRepository } from '../repositories/person-leads-repository';
import { SqlStudentRepository } from '../repositories/student-repository';
import { studentRoutes, type StudentOptions } from '../staff/student-routes';
import { linkRoutes } from './link-routes';
import { meRoutes } from './me-routes';
import type { PeopleRouteOptions } from './options';
import { PasswordWork } from './password-work';
import { requestLimits } from './request-limits';
import { sessionRoutes } from './session-routes';
import { signUpRoutes } from './sign-up-routes';

/**
 * People's accounts (issue 43; docs/accounts.md) and the staff's students pages' endpoints, on
 * the app's store: the people's routes under `/api/v1/people`, the students' under the staff API
 * with the staff routes' options (`staffRoutes`: their session, origins and clock).
 */
export async function registerPeople(
  app: FastifyInstance,
  db: Database,
  config: Config,
  options: {
    staffRoutes: Omit<StudentOptions, 'students' | 'publicOrigin' | 'developmentMail'>;
    /** The sign-in guesses of every kind of account: the staff's counter, keyed `person:` here. */
    guesses: GuessRepository;
    signIns: PersonSignInCounts;
    /** The server's secret box (STAFF_SECRET_KEY): seals the links' tokens in the mail outbox. */
    box: SecretBox;
    /** Wakes the mail worker once a mail is committed. */
    wakeMailer: () => void;
  },
): Promise<void> {
  const developmentMail = developmentMailLog(
    app.log.child({ component: 'account-mail' }),
    { production: config.production, smtpUrl: config.mail.smtpUrl },
    { from: config.mail.accountFrom, origin: config.publicOrigin },
  );
  const students = new SqlStudentRepository(db, options.box, options.wakeMailer);
  const people: PeopleRouteOptions = {
    people: new SqlPeopleRepository(db, options.box, options.wakeMailer),
    students,
    leads: new SqlPersonLeadsRepository(db),
    guesses: options.guesses,
    signIns: options.signIns,
    passwords: new PasswordWork(config.passwordHashConcurrency),
    limits: requestLimits(db),
    origins: options.staffRoutes.origins,
    now: options.staffRoutes.now,
    attemptsPerMinute: config.signInAttemptsPerMinute,
    accountRequestsPerHour: config.accountRequestsPerHour,
    developmentMail,
  };
  await app.register(signUpRoutes, people);
  await app.register(sessionRoutes, people);
  await app.register(linkRoutes, people);
  await app.register(meRoutes, people);
  await app.register(studentRoutes, {
    ...options.staffRoutes,
    students,
    publicOrigin: config.publicOrigin,
    developmentMail,
  });
}
