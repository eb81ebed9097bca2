import { CSRF_HEADER, staffApi, type Me, type SignInAnswer } from '@site/staff';
import { runStaffTool } from '../cli/staff';
import { totpCode } from '../auth/totp';
import { ALLOWED_ORIGIN, type TestServer } from './test-server';

/** A good password for the tests' accounts. */
export const PASSWORD = 'kinnow orchards in winter light';

/** The staff tool's settings for a test server's store (and its key). */
export const toolEnv = (server: TestServer) => ({
  API_DB_PATH: server.dbPath,
  DATABASE_URL: server.databaseUrl ?? '',
  PUBLIC_ORIGIN: ALLOWED_ORIGIN,
  STAFF_SECRET_KEY: server.staffSecretKey,
});

/**
 * The staff tool on a test server's store; its printed lines, and the authenticator's secret it
 * printed (kept in `server.totpSecrets` too, for StaffBrowser.signIn).
 */
export async function staffTool(server: TestServer, argv: string[], stdin = PASSWORD) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffTool(argv, toolEnv(server), {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    readStdin: async () => stdin,
  });
  const secret = /secret: ([A-Z2-7]+)/.exec(out.join('\n'))?.[1];
  const username = argv[1]?.toLowerCase();
  if (secret && username) server.totpSecrets.set(username, secret);
  return { code, out: out.join('\n'), err: err.join('\n'), secret };
}

/**
 * A browser of the staff, as far as the API sees one: it keeps the cookies it is given (by name,
 * as a browser keeps them for the site's origin), sends them back, and names the site's origin
 * on every change. `csrf` is the session's token once signed in.
 */
export class StaffBrowser {
  readonly cookies = new Map<string, string>();
  csrf: string | undefined;
  /** The Set-Cookie values of the last answer. */
  lastSetCookie: string[] = [];

  constructor(
    private readonly server: TestServer,
    private readonly origin: string | null = ALLOWED_ORIGIN,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.server.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(this.origin && method !== 'GET' ? { origin: this.origin } : {}),
        ...(this.csrf && method !== 'GET' ? { [CSRF_HEADER]: this.csrf } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    this.lastSetCookie = response.headers.getSetCookie();
    for (const line of this.lastSetCookie) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (/Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /**
   * Signs in with the password, then the authenticator's current code (of `totpSecret`, else of
   * the secret the staff tool printed for the name). A code is accepted once: tests sign in many
   * times within one 30-second period, so the account's last accepted step is forgotten first, as
   * if the next period had come (the replay itself is tested with codes sent by hand).
   */
  async signIn(
    username: string,
    password = PASSWORD,
    totpSecret = this.server.totpSecrets.get(username.trim().toLowerCase()),
  ): Promise<Response> {
    const first = await this.request('POST', staffApi.session, { username, password });
    if (first.status !== 200) return first;
    const answer = (await first.clone().json()) as SignInAnswer;
    if (answer.step === 'signed-in') {
      this.csrf = answer.me.csrfToken;
      return first;
    }
    if (!totpSecret) return first;
    await this.server.current.db.run('UPDATE staff SET totp_last_step = NULL WHERE username = $1', [
      username.trim().toLowerCase(),
    ]);
    const second = await this.request('POST', staffApi.sessionTotp, {
      code: totpCode(totpSecret, new Date()),
    });
    if (second.status === 200) this.csrf = ((await second.clone().json()) as { me: Me }).me.csrfToken;
    return second;
  }
}
