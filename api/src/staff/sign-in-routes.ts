import {
  NOT_A_USERNAME,
  USERNAME_PATTERN,
  normalizeUsername,
  refusals,
  staffApi,
  totpRequired,
  type SignInAnswer,
} from '@site/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  clearPendingSignInCookie,
  clearSessionCookie,
  PENDING_SIGN_IN_LIFETIME_SECONDS,
  pendingSignInCookie,
  readTokenCookie,
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  sessionCookie,
  STAFF_PENDING_SIGN_IN_COOKIE,
} from '../auth/cookies';
import { guessKey, takeGuess } from '../auth/guesses';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { hashToken, randomToken } from '../auth/tokens';
import { verifyTotp } from '../auth/totp';
import { hourBucket, type AuditRepository } from '../repositories/audit-repository';
import type { GuessRepository } from '../repositories/guess-repository';
import type { StaffAccount, StaffRepository } from '../repositories/staff-repository';
import { addressOf, guards, staffOf } from './guards';
import { isObject, READ_MAX, textField } from './request-body';
import { meOf } from './sessions';

export interface SignInOptions {
  staff: StaffRepository;
  guesses: GuessRepository;
  audit: AuditRepository;
  origins: readonly string[];
  now: () => number;
  /** Sign-in attempts per client address per minute, on top of the failure throttle. */
  attemptsPerMinute: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Signing in (the password, then the authenticator's code) and out, and who is signed in (the
 * one-time links that set a password are setup-routes.ts'). What an attacker learns is
 * kept to nothing: an unknown name, a disabled account and a wrong password get the same answer
 * after the same work (an argon2id verification); every guess is counted before it is checked,
 * per name typed and per address (auth/guesses.ts, auth/throttle.ts); every account signs in with
 * its authenticator's code after the password; every session is a new random id (at each step of
 * a sign-in: a session id planted before cannot be made to sign in), kept only as its hash.
 */
export async function signInRoutes(app: FastifyInstance, options: SignInOptions) {
  const { staff, guesses, audit, now } = options;
  const { sameOrigin, signedIn } = guards(options);
  const limit = { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } };

  /**
   * A guess at `name`'s password or code, counted before it is checked (auth/guesses.ts): allowed,
   * or a 429 answered. A throttled attempt is counted into one audit entry per hour and per name
   * (per address when the address is what is locked), not written each time.
   */
  async function guess(request: FastifyRequest, reply: FastifyReply, name: string, account?: StaffAccount) {
    const address = addressOf(request);
    const at = now();
    const taken = await takeGuess(guesses, {
      key: guessKey('staff', name),
      address,
      ...(account?.last_sign_in_at ? { resetAt: Date.parse(account.last_sign_in_at) } : {}),
      now: at,
    });
    if (taken.allowed) return taken;
    const byAddress = taken.reason === 'address-locked';
    const actor = byAddress ? null : name;
    await audit.count(
      { at: iso(at), actor, action: 'sign-in-throttled', detail: taken.reason, address },
      hourBucket(iso(at), 'sign-in-throttled', byAddress ? address : name, taken.reason),
    );
    await reply
      .code(429)
      .header('retry-after', String(taken.retryAfterSeconds))
      .send({ message: refusals.throttled(taken.retryAfterSeconds) });
    return undefined;
  }

  /** A wrong password or code: its guess stays counted; the audit log says so. */
  async function fail(request: FastifyRequest, name: string, action: 'sign-in-failed' | 'totp-failed') {
    await audit.record({ at: iso(now()), actor: name, action, address: addressOf(request) });
  }

  /** A new signed-in session (a new id, whatever the browser held), its cookie and the answer. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, account: StaffAccount) {
    const at = now();
    const token = randomToken();
    const session = {
      id_hash: hashToken(token),
      staff_id: account.id,
      stage: 'active' as const,
      address: addressOf(request),
      created_at: iso(at),
      last_seen_at: iso(at),
      expires_at: iso(at + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000),
    };
    await staff.createSession(session);
    await staff.signedIn(account.id, iso(at));
    await audit.record({
      at: iso(at),
      actor: account.username,
      action: 'sign-in',
      address: addressOf(request),
    });
    const answer: SignInAnswer = { step: 'signed-in', me: meOf({ account, token, session }) };
    return reply.header('set-cookie', [sessionCookie(token), clearPendingSignInCookie()]).send(answer);
  }

  app.post(staffApi.session, { onRequest: sameOrigin, config: limit }, async (request, reply) => {
    const body = request.body;
    const username = isObject(body) ? textField(body, 'username', READ_MAX.username) : undefined;
    const password = isObject(body) ? textField(body, 'password', READ_MAX.password) : undefined;
    if (username === undefined || password === undefined)
      return reply.code(400).send({ message: refusals.badBody });
    // What cannot be a username is kept nowhere as typed (a password typed in the name field): it
    // is counted, and recorded, as NOT_A_USERNAME.
    const typed = normalizeUsername(username);
    const name = USERNAME_PATTERN.test(typed) ? typed : NOT_A_USERNAME;
    const account = name === NOT_A_USERNAME ? undefined : await staff.byUsername(name);
    const allowed = await guess(request, reply, name, account);
    if (!allowed) return reply;
    const usable = account && account.password_hash && !account.disabled_at ? account : undefined;
    const right = usable?.password_hash
      ? await verifyPassword(password, usable.password_hash)
      : await verifyAgainstDummy(password);
    if (!usable || !right) {
      await fail(request, name, 'sign-in-failed');
      return reply.code(401).send({ message: refusals.wrongCredentials });
    }
    await allowed.right();
    if (usable.password_hash && needsRehash(usable.password_hash))
      await staff.setPasswordHash(usable.id, await hashPassword(password));
    // Every account signs in with its authenticator (decision 0041): one set up before that
    // without one needs a new link.
    if (!usable.totp_secret || !totpRequired(usable.role))
      return reply.code(403).send({ message: refusals.needsTotp });
    // The password was right; the authenticator's code comes next, within 5 minutes.
    const at = now();
    const pending = randomToken();
    await staff.createSession({
      id_hash: hashToken(pending),
      staff_id: usable.id,
      stage: 'totp',
      address: addressOf(request),
      created_at: iso(at),
      last_seen_at: iso(at),
      expires_at: iso(at + PENDING_SIGN_IN_LIFETIME_SECONDS * 1000),
    });
    const answer: SignInAnswer = { step: 'totp' };
    return reply.header('set-cookie', pendingSignInCookie(pending)).send(answer);
  });

  app.post(staffApi.sessionTotp, { onRequest: sameOrigin, config: limit }, async (request, reply) => {
    const body = request.body;
    const code = isObject(body) ? textField(body, 'code', READ_MAX.code) : undefined;
    if (code === undefined) return reply.code(400).send({ message: refusals.badBody });
    const pending = readTokenCookie(request.headers.cookie, STAFF_PENDING_SIGN_IN_COOKIE);
    const session = pending ? await staff.session(hashToken(pending)) : undefined;
    const account = session ? await staff.byId(session.staff_id) : undefined;
    if (
      !pending ||
      !session ||
      session.stage !== 'totp' ||
      Date.parse(session.expires_at) <= now() ||
      !account ||
      account.disabled_at ||
      !account.totp_secret
    ) {
      if (pending) await staff.endSession(hashToken(pending));
      return reply
        .code(401)
        .header('set-cookie', clearPendingSignInCookie())
        .send({ message: refusals.codeExpired });
    }
    const allowed = await guess(request, reply, account.username, account);
    if (!allowed) return reply;
    const step = verifyTotp(account.totp_secret, code, new Date(now()), account.totp_last_step);
    // A step already used (a code seen over a shoulder) fails like a wrong one.
    if (step === null || !(await staff.acceptTotpStep(account.id, step))) {
      await fail(request, account.username, 'totp-failed');
      return reply.code(401).send({ message: refusals.wrongCode });
    }
    await allowed.right();
    await staff.endSession(hashToken(pending));
    return startSession(request, reply, account);
  });

  app.delete(staffApi.session, { onRequest: sameOrigin, preHandler: signedIn }, async (request, reply) => {
    const current = staffOf(request);
    await staff.endSession(current.session.id_hash);
    await audit.record({
      at: iso(now()),
      actor: current.account.username,
      action: 'sign-out',
      address: addressOf(request),
    });
    return reply.code(204).header('set-cookie', clearSessionCookie()).send();
  });

  app.get(staffApi.me, { preHandler: signedIn }, async (request) => meOf(staffOf(request)));
}
