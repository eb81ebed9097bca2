import { checkUsername, CLI_ACTOR, setupLink, totpRequired, type StaffRole } from '@site/staff';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openStore } from '../db/store';
import { SqlAuditRepository, type AuditInput } from '../repositories/audit-repository';
import { checkPassword, hashPassword } from '../auth/passwords';
import { secretBox } from '../auth/secret-box';
import { developmentSecretKey } from '../auth/secret-key';
import { hashToken, randomToken } from '../auth/tokens';
import { generateTotpSecret, otpauthUri, TOTP_ISSUER } from '../auth/totp';
import { SqlStaffRepository, UsernameTaken, type StaffAccount } from '../repositories/staff-repository';
import { sealStoredSecrets } from '../repositories/staff-secrets';
import { processIo, runMain, type Io } from './main';

/**
 * The staff tool: creates, resets, disables, enables and lists the accounts of the staff inbox
 * (`npm run staff -w api -- …`). A new or reset account gets a one-time link to set its password
 * and its authenticator (every account signs in with one) in the browser: no password is ever on a
 * command line. For scripts, `--password-stdin` reads the password from standard input instead
 * (checked before anything changes) and prints the authenticator's secret and its `otpauth://`
 * URI once. Every change is in the audit log (actor `cli`). It uses the API's store:
 * DATABASE_URL, else API_DB_PATH (created and migrated if new), and STAFF_SECRET_KEY.
 */
export const STAFF_USAGE = `Usage: npm run staff -w api -- <command>
  add <username> [--admin] [--password-stdin]   a new account (staff, or admin with --admin)
  reset <username> [--password-stdin]           its password and authenticator stop working; a new link
  disable <username>                            it can no longer sign in; its open sessions end at once
  enable <username>                             it can sign in again
  list                                          every account, its role and state

Without --password-stdin, add and reset print a one-time link (valid 24 hours, used once) to set
the password and the authenticator app in the browser, at PUBLIC_ORIGIN. With --password-stdin, the
password comes from standard input and the authenticator's secret and otpauth:// URI are printed
once.`;

/** How long a one-time link works. */
export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface StaffIo extends Io {
  /** Standard input, read whole (for --password-stdin). */
  readStdin: () => Promise<string>;
  now?: () => number;
}

type Parsed =
  | { command: 'add'; username: string; role: StaffRole; passwordStdin: boolean }
  | { command: 'reset'; username: string; passwordStdin: boolean }
  | { command: 'disable' | 'enable'; username: string }
  | { command: 'list' };

export function parseStaffArgs(argv: readonly string[]): Parsed | string {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((arg) => arg.startsWith('--')));
  const words = rest.filter((arg) => !arg.startsWith('--'));
  const allowed: Record<string, string[]> = {
    add: ['--admin', '--password-stdin'],
    reset: ['--password-stdin'],
    disable: [],
    enable: [],
    list: [],
  };
  if (command === undefined || command === '--help' || command === '-h') return STAFF_USAGE;
  const known = allowed[command];
  if (!known) return `Unknown command ${command}.\n${STAFF_USAGE}`;
  const unknown = [...flags].find((flag) => !known.includes(flag));
  if (unknown) return `${command} does not take ${unknown}.\n${STAFF_USAGE}`;
  if (command === 'list') return words.length === 0 ? { command } : `list takes no username.\n${STAFF_USAGE}`;
  if (words.length !== 1) return `${command} needs one username.\n${STAFF_USAGE}`;
  const checked = checkUsername(words[0] ?? '');
  if (!checked.ok) return checked.message;
  const { username } = checked;
  if (command === 'add')
    return {
      command,
      username,
      role: flags.has('--admin') ? 'admin' : 'staff',
      passwordStdin: flags.has('--password-stdin'),
    };
  if (command === 'reset') return { command, username, passwordStdin: flags.has('--password-stdin') };
  return { command: command as 'disable' | 'enable', username };
}

const iso = (ms: number) => new Date(ms).toISOString();

function describe(account: StaffAccount): string {
  const state = account.disabled_at
    ? `disabled since ${account.disabled_at}`
    : account.password_hash
      ? 'active'
      : 'waiting for its password (link)';
  const totp = account.totp_secret ? 'authenticator' : 'no authenticator';
  const last = account.last_sign_in_at ? `last sign-in ${account.last_sign_in_at}` : 'never signed in';
  return `${account.username.padEnd(20)} ${account.role.padEnd(6)} ${state}, ${totp}, ${last}`;
}

export async function runStaffTool(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  io: StaffIo,
): Promise<number> {
  const parsed = parseStaffArgs(argv);
  if (typeof parsed === 'string') {
    (parsed === STAFF_USAGE ? io.out : io.err)(parsed);
    return parsed === STAFF_USAGE ? 0 : 2;
  }
  const config = loadConfig(env);
  const now = io.now ?? Date.now;
  // A password from standard input is checked before anything changes: a refused one leaves no
  // account behind (nor resets one).
  let password: string | undefined;
  if ('passwordStdin' in parsed && parsed.passwordStdin) {
    password = (await io.readStdin()).replace(/\r?\n$/, '');
    const policy = checkPassword(password, parsed.username);
    if (!policy.ok) {
      io.err(policy.problems.map((problem) => problem.message).join('\n'));
      return 1;
    }
  }
  const db = openStore(config);
  try {
    await migrate(db);
    const box = secretBox(config.staffSecretKey ?? developmentSecretKey());
    await sealStoredSecrets(db, box);
    const staff = new SqlStaffRepository(db, box);
    const audit = new SqlAuditRepository(db);
    const record = (entry: Omit<AuditInput, 'at' | 'actor'>) =>
      audit.record({ at: iso(now()), actor: CLI_ACTOR, ...entry });

    if (parsed.command === 'list') {
      const accounts = await staff.list();
      io.out(
        accounts.length === 0
          ? 'No staff accounts yet: npm run staff -w api -- add <username> --admin'
          : accounts.map(describe).join('\n'),
      );
      return 0;
    }

    /** The password from standard input with a new authenticator, or a one-time link printed. */
    const credentials = async (account: StaffAccount) => {
      if (password !== undefined) {
        const totpSecret = totpRequired(account.role) ? generateTotpSecret() : null;
        await staff.setCredentials(
          account.id,
          { passwordHash: await hashPassword(password), totpSecret },
          iso(now()),
        );
        await record({ action: 'password-set', target: account.username, detail: 'from the staff tool' });
        io.out(`The password of ${account.username} is set.`);
        if (totpSecret) {
          // The URI is what a QR code carries: an operator or a test enrols from it without a page.
          io.out(`Add this authenticator to ${account.username}'s app now; it is not shown again:`);
          io.out(`  secret: ${totpSecret}`);
          io.out(`  ${otpauthUri({ issuer: TOTP_ISSUER, account: account.username, secret: totpSecret })}`);
        }
        return;
      }
      const token = randomToken();
      await staff.issueLink({
        token_hash: hashToken(token),
        staff_id: account.id,
        totp_secret: generateTotpSecret(),
        created_at: iso(now()),
        expires_at: iso(now() + LINK_LIFETIME_MS),
      });
      io.out(
        `Send this link to ${account.username} to set a password${totpRequired(account.role) ? ' and an authenticator app' : ''} (valid 24 hours, once):`,
      );
      io.out(`  ${setupLink(config.publicOrigin, token)}`);
    };

    if (parsed.command === 'add') {
      let account: StaffAccount;
      try {
        account = await staff.create(parsed.username, parsed.role, iso(now()));
      } catch (error) {
        if (error instanceof UsernameTaken) {
          io.err(`${error.message} (npm run staff -w api -- reset ${parsed.username} gives it a new link).`);
          return 1;
        }
        throw error;
      }
      await record({ action: 'account-created', target: account.username, detail: account.role });
      io.out(`Created ${account.role === 'admin' ? 'admin' : 'staff member'} ${account.username}.`);
      await credentials(account);
      return 0;
    }

    const account = await staff.byUsername(parsed.username);
    if (!account) {
      io.err(`There is no staff account named ${parsed.username} (npm run staff -w api -- list).`);
      return 1;
    }
    if (parsed.command === 'reset') {
      await staff.setCredentials(account.id, null, iso(now()));
      await record({ action: 'account-reset', target: account.username });
      io.out(
        `The password and authenticator of ${account.username} no longer work; its sessions have ended.`,
      );
      await credentials(account);
      return 0;
    }
    const disabling = parsed.command === 'disable';
    await staff.setDisabled(account.username, disabling ? iso(now()) : null);
    await record({ action: disabling ? 'account-disabled' : 'account-enabled', target: account.username });
    io.out(
      disabling
        ? `${account.username} can no longer sign in; its open sessions have ended.`
        : `${account.username} can sign in again.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  const readStdin = async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  runMain(() => runStaffTool(process.argv.slice(2), process.env, { ...processIo, readStdin }));
}
