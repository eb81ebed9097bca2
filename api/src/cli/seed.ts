import { createHash } from 'node:crypto';
import { budgetRanges } from '@site/leads';
import { SETUP_TOKEN_PARAM, staffPages, totpRequired, type LeadKindName } from '@site/staff';
import { secretBox, type SecretBox } from '../auth/secret-box';
import { developmentSecretKey } from '../auth/secret-key';
import { hashPassword } from '../auth/passwords';
import { hashToken } from '../auth/tokens';
import { base32Encode } from '../auth/totp';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import type { Database } from '../db/sql';
import { openStore } from '../db/store';
import { enrollmentKind, projectRequestKind } from '../leads/kinds';
import { Outbox } from '../mail/outbox';
import { SqlAuditRepository } from '../repositories/audit-repository';
import { SqlInboxRepository } from '../repositories/inbox-repository';
import { SqlLeadsRepository } from '../repositories/leads-repository';
import { SqlStaffRepository } from '../repositories/staff-repository';
import { processIo, runMain, type Io } from './main';
import { demoLeads, GIVEN_UP_ERROR, SEED_LEAD_COUNT, type LeadPlan } from './seed-data';

/**
 * `npm run seed -w api`: a demo inbox in the API's store (DATABASE_URL, else API_DB_PATH), written
 * through the API's own repositories, for a developer and for the e2e suite's throw-away database.
 * Known credentials are the point, so it refuses to run with NODE_ENV=production.
 */
export const SEED_USAGE = `Usage: npm run seed -w api
Writes a demo inbox into the API's store (DATABASE_URL, else API_DB_PATH; created if new):
${SEED_LEAD_COUNT} leads of the last twelve weeks (English and Urdu, both kinds, many sources,
every status, notes; mails sent, pending, retrying and one given up), staff accounts with a known
password and authenticator (every account has one), a fresh and a used one-time link, and the
audit log they leave. Refused with NODE_ENV=production, and on a store that was seeded already.`;

/** The password of every seeded account that has one. */
export const SEED_PASSWORD = 'kinnow orchards in winter light';
/**
 * The authenticator (base32) of the two seeded accounts that sign in, as their app would hold it:
 * one secret for both, so that a developer adds one entry to an app (each account's codes are
 * still its own to use once: the API keeps the last accepted step per account).
 */
export const SEED_TOTP_SECRET = base32Encode(Buffer.from('codenest demo inbox!'));

/** A fixed one-time link token (43 base64url characters, as the staff tool's are). */
const fixedToken = (name: string) => createHash('sha256').update(`seed: ${name}`).digest('base64url');

export const seedAccounts = {
  /** Signs in with the password and the authenticator. */
  admin: { username: 'ayesha', role: 'admin' },
  /** Signs in with the password and the same authenticator. */
  staff: { username: 'bilal', role: 'staff' },
  /** Invited: an unused link to set the password and the authenticator. */
  invited: { username: 'hira', role: 'admin', token: fixedToken('fresh link') },
  /** Its link was used: opening it again says so. */
  joined: { username: 'sana', role: 'staff', token: fixedToken('used link') },
} as const;

const SEED_WORKER = 'seed';
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
/** The staff's office address, in the audit log (TEST-NET-3). */
const OFFICE = '203.0.113.7';

/**
 * Stores one lead as the API does, then what happened to it: its mail (a claim of the outbox as a
 * mail worker at the time the lead came, so the lead's mail must be the one due then: leads are
 * added oldest first, and a pending mail only after every other), its status and its note.
 */
export async function addLead(
  db: Database,
  plan: LeadPlan,
  now: number,
): Promise<{ kind: LeadKindName; id: number }> {
  const kind = plan.kind === 'enrollment' ? enrollmentKind : projectRequestKind;
  const values: Record<string, string | null> =
    plan.kind === 'enrollment'
      ? {
          full_name: plan.fullName,
          email: plan.email,
          phone: plan.phone,
          course: plan.choice,
          start_date: plan.startDate,
          message: plan.message,
        }
      : {
          full_name: plan.fullName,
          email: plan.email,
          company_name: plan.company,
          project_type: plan.choice,
          budget_range: budgetRanges[1] ?? null,
          project_details: plan.message,
        };
  const { id } = await new SqlLeadsRepository(db).insert(kind, {
    values,
    language: plan.language,
    user_agent: USER_AGENT,
    submitted_at: plan.submittedAt,
    source: plan.source,
  });
  const ref = { kind: plan.kind, id };
  const came = Date.parse(plan.submittedAt);

  if (plan.mail !== 'pending') {
    const outbox = new Outbox(db);
    const row = await outbox.claim(SEED_WORKER, came + 1_000, 1_000);
    if (row?.lead_kind !== plan.kind || row.lead_id !== id)
      throw new Error('Another mail was due before this lead’s: seed leads oldest first, pending ones last.');
    if (plan.mail === 'sent') await outbox.markSent(row, SEED_WORKER, came + 40_000);
    else if (plan.mail === 'retrying')
      await outbox.markFailed(row, SEED_WORKER, 'connect ECONNREFUSED 10.0.0.12:587', now + 0.4 * HOUR);
    else
      await outbox.markDead(
        row,
        SEED_WORKER,
        GIVEN_UP_ERROR,
        'The mail server refused the message permanently.',
        came + 60_000,
      );
  }

  if (plan.status !== 'new') {
    const inbox = new SqlInboxRepository(db);
    const audit = (action: 'status-changed' | 'note-added', at: number) => ({
      at: iso(at),
      actor: plan.worker,
      action,
      target: `${plan.kind}/${id}`,
      address: OFFICE,
    });
    await inbox.setStatus(ref, plan.status, plan.worker, audit('status-changed', came + 24 * HOUR));
    if (plan.note) await inbox.addNote(ref, plan.note, plan.worker, audit('note-added', came + 48 * HOUR));
  }
  return ref;
}

/** The seeded accounts and their links, with the audit entries the staff tool and sign-ins leave. */
async function seedStaff(db: Database, box: SecretBox, now: number) {
  const staff = new SqlStaffRepository(db, box);
  const audit = new SqlAuditRepository(db);
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const created = now - 90 * 24 * HOUR;
  for (const { username, role } of Object.values(seedAccounts)) {
    const account = await staff.create(username, role, iso(created));
    await audit.record({
      at: iso(created),
      actor: 'cli',
      action: 'account-created',
      target: username,
      detail: role,
    });
    if (username === seedAccounts.admin.username || username === seedAccounts.staff.username) {
      const totpSecret = totpRequired(role) ? SEED_TOTP_SECRET : null;
      await staff.setCredentials(account.id, { passwordHash, totpSecret }, iso(created));
      await audit.record({ at: iso(created), actor: 'cli', action: 'password-set', target: username });
      continue;
    }
    const token =
      username === seedAccounts.invited.username ? seedAccounts.invited.token : seedAccounts.joined.token;
    const issued = username === seedAccounts.invited.username ? now - HOUR : created;
    const linkSecret = base32Encode(Buffer.from(`authenticator of ${username}`.padEnd(20).slice(0, 20)));
    await staff.issueLink({
      token_hash: hashToken(token),
      staff_id: account.id,
      totp_secret: linkSecret,
      created_at: iso(issued),
      expires_at: iso(issued + 24 * HOUR),
    });
    if (username === seedAccounts.joined.username) {
      const used = await staff.useLink(hashToken(token), {
        passwordHash,
        totpSecret: totpRequired(role) ? linkSecret : null,
        totpStep: null,
        at: iso(created + HOUR),
      });
      if (!used) throw new Error(`The link of ${username} could not be used.`);
      await audit.record({
        at: iso(created + HOUR),
        actor: username,
        action: 'password-set',
        target: username,
      });
    }
  }
  // A working day of sign-ins, one of them mistyped first.
  for (let day = 14; day >= 1; day -= 1) {
    const at = now - day * 24 * HOUR;
    if (day % 5 === 0)
      await audit.record({
        at: iso(at - 60_000),
        actor: seedAccounts.staff.username,
        action: 'sign-in-failed',
        detail: 'wrong password',
        address: OFFICE,
      });
    for (const username of [seedAccounts.admin.username, seedAccounts.staff.username])
      await audit.record({ at: iso(at), actor: username, action: 'sign-in', address: OFFICE });
  }
  await audit.record({
    at: iso(now - 3 * HOUR),
    actor: seedAccounts.admin.username,
    action: 'export',
    detail: 'status=new, language=ur',
    address: OFFICE,
  });
}

/** What `seedInbox` wrote. */
export interface Seeded {
  leads: number;
  accounts: readonly string[];
}

/** The demo inbox at `now` into a migrated, empty store. */
export async function seedInbox(db: Database, box: SecretBox, now: number): Promise<Seeded> {
  const plans = demoLeads(now);
  for (const plan of plans) await addLead(db, plan, now);
  await seedStaff(db, box, now);
  return { leads: plans.length, accounts: Object.values(seedAccounts).map((account) => account.username) };
}

interface SeedIo extends Io {
  now?: () => number;
}

export async function runSeed(argv: readonly string[], env: NodeJS.ProcessEnv, io: SeedIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(SEED_USAGE);
    return 0;
  }
  if (argv.length > 0) {
    io.err(`The seed takes no arguments.\n${SEED_USAGE}`);
    return 2;
  }
  if (env.NODE_ENV === 'production') {
    io.err('Refused: the demo inbox has known passwords, and NODE_ENV is production.');
    return 1;
  }
  const config = loadConfig(env);
  const db = openStore(config);
  try {
    await migrate(db);
    // The store's key (STAFF_SECRET_KEY, else the checkout's development key), as the API's.
    const box = secretBox(config.staffSecretKey ?? developmentSecretKey());
    if (await new SqlStaffRepository(db, box).byUsername(seedAccounts.admin.username)) {
      io.err(`${db.description} is seeded already (it has the account ${seedAccounts.admin.username}).`);
      return 1;
    }
    const seeded = await seedInbox(db, box, (io.now ?? Date.now)());
    const link = (token: string) => `${config.publicOrigin}${staffPages.setup}#${SETUP_TOKEN_PARAM}=${token}`;
    io.out(`Seeded ${db.description}: ${seeded.leads} leads and the accounts ${seeded.accounts.join(', ')}.`);
    io.out(
      `  ${seedAccounts.admin.username} (admin) and ${seedAccounts.staff.username} (staff): password "${SEED_PASSWORD}"`,
    );
    io.out(`  their authenticator's secret (one for both): ${SEED_TOTP_SECRET}`);
    io.out(`  ${seedAccounts.invited.username}'s one-time link: ${link(seedAccounts.invited.token)}`);
    io.out(`  ${seedAccounts.joined.username}'s used link: ${link(seedAccounts.joined.token)}`);
    io.out(`Sign in at ${config.publicOrigin}${staffPages.signIn}`);
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) runMain(() => runSeed(process.argv.slice(2), process.env, processIo));
