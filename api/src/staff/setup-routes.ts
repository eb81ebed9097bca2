import { refusals, staffApi, totpRequired, type SetupInfo } from '@site/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditRepository } from '../repositories/audit-repository';
import type { StaffRepository } from '../repositories/staff-repository';
import { checkPassword, hashPassword } from '../auth/passwords';
import { hashToken, TOKEN_PATTERN } from '../auth/tokens';
import { otpauthUri, TOTP_ISSUER, totpQrSvg, verifyTotp } from '../auth/totp';
import { addressOf, guards } from './guards';
import { isObject, READ_MAX, textField } from './request-body';

export interface SetupOptions {
  staff: StaffRepository;
  audit: AuditRepository;
  origins: readonly string[];
  now: () => number;
  /** Requests per client address per minute (the same limit as a sign-in's). */
  attemptsPerMinute: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The one-time links that set a password (and an authenticator): the staff tool makes one for a
 * new or reset account (`setupLink`), its page sends the link's token from the fragment. A link
 * works for 24 hours and once; a used, expired or unknown one is 410 alike.
 */
export async function setupRoutes(app: FastifyInstance, options: SetupOptions) {
  const { staff, audit, now } = options;
  const { sameOrigin } = guards(options);
  const limit = { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } };

  /** The link's account and the authenticator it offers, or a 410. */
  async function openLink(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body;
    const token = isObject(body) ? textField(body, 'token', READ_MAX.token) : undefined;
    if (token === undefined) {
      await reply.code(400).send({ message: refusals.badBody });
      return undefined;
    }
    const opened = TOKEN_PATTERN.test(token) ? await staff.openLink(hashToken(token), iso(now())) : undefined;
    if (!opened) {
      await reply.code(410).send({ message: refusals.linkGone });
      return undefined;
    }
    return { token, ...opened, body: body as Record<string, unknown> };
  }

  app.post(staffApi.setupCheck, { onRequest: sameOrigin, config: limit }, async (request, reply) => {
    const opened = await openLink(request, reply);
    if (!opened) return reply;
    const { account, link } = opened;
    const uri = otpauthUri({
      issuer: TOTP_ISSUER,
      account: account.username,
      secret: link.totp_secret,
    });
    const info: SetupInfo = {
      username: account.username,
      role: account.role,
      totp: {
        required: totpRequired(account.role),
        secret: link.totp_secret,
        uri,
        qrSvg: await totpQrSvg(uri),
      },
    };
    return info;
  });

  app.post(staffApi.setup, { onRequest: sameOrigin, config: limit }, async (request, reply) => {
    const opened = await openLink(request, reply);
    if (!opened) return reply;
    const { account, link, body } = opened;
    const password = textField(body, 'password', READ_MAX.password);
    const totpCode = textField(body, 'totpCode', READ_MAX.code)?.trim() || undefined;
    if (password === undefined) return reply.code(400).send({ message: refusals.badBody });
    const errors: Record<string, string[]> = {};
    const policy = checkPassword(password, account.username);
    if (!policy.ok) errors.password = policy.problems.map((problem) => problem.message);
    let totpStep: number | null = null;
    if (totpCode || totpRequired(account.role)) {
      totpStep = totpCode ? verifyTotp(link.totp_secret, totpCode, new Date(now())) : null;
      if (totpStep === null)
        errors.totpCode = [totpCode ? refusals.setup.wrongCode : refusals.setup.needsCode];
    }
    if (Object.keys(errors).length > 0)
      return reply.code(422).send({ message: refusals.setup.invalid, errors });
    const at = iso(now());
    const used = await staff.useLink(hashToken(opened.token), {
      passwordHash: await hashPassword(password),
      totpSecret: totpStep === null ? null : link.totp_secret,
      totpStep,
      at,
    });
    if (!used) return reply.code(410).send({ message: refusals.linkGone });
    await audit.record({
      at,
      actor: account.username,
      action: 'password-set',
      target: account.username,
      detail: totpStep === null ? 'without an authenticator' : 'with an authenticator',
      address: addressOf(request),
    });
    return reply.code(204).send();
  });
}
