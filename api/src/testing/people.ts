import { leadPaths } from '@site/leads';
import {
  LINK_TOKEN_PARAM,
  peopleApi,
  studentsApi,
  type AccountMailKind,
  type EnrollStudentAnswer,
  type PersonMe,
} from '@site/people';
import { StaffBrowser, staffTool } from './staff';
import { validEnrollment, type TestServer } from './test-server';

/** A good password for the tests' people. */
export const PERSON_PASSWORD = 'mangoes of multan in june';

/**
 * A person's browser as the API sees one: the staff browser's cookie jar and origin (cookies by
 * name, the site's origin on every change), with a person's session and its CSRF token.
 */
export class PersonBrowser extends StaffBrowser {
  async signUp(email: string, name = 'Zainab Hussain', password = PERSON_PASSWORD, language?: 'en' | 'ur') {
    return this.request('POST', peopleApi.signUp, {
      name,
      email,
      password,
      ...(language ? { language } : {}),
    });
  }

  /** Signs in; the CSRF token is kept from the answer. */
  async signInAs(email: string, password = PERSON_PASSWORD, keepSignedIn = false): Promise<Response> {
    const response = await this.request('POST', peopleApi.session, { email, password, keepSignedIn });
    if (response.status === 200) this.csrf = ((await response.clone().json()) as PersonMe).csrfToken;
    return response;
  }

  async me(): Promise<{ status: number; me: PersonMe | undefined }> {
    const response = await this.request('GET', peopleApi.me);
    return {
      status: response.status,
      me: response.status === 200 ? ((await response.json()) as PersonMe) : undefined,
    };
  }
}

/** The account mails the development log wrote, oldest first: their kind, address and link. */
export function loggedMails(server: TestServer): Array<{ mail: AccountMailKind; to: string; link: string }> {
  return server.logs
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => typeof line.link === 'string' && typeof line.mail === 'string')
    .map((line) => ({ mail: line.mail as AccountMailKind, to: String(line.to), link: String(line.link) }));
}

/** The newest link the log holds for an address (of a kind), and its token. */
export function lastLink(server: TestServer, to: string, kind?: AccountMailKind) {
  const found = loggedMails(server)
    .filter((mail) => mail.to === to && (!kind || mail.mail === kind))
    .at(-1);
  if (!found) throw new Error(`No ${kind ?? 'account'} mail to ${to} in the log.`);
  return { link: found.link, token: tokenOf(found.link) };
}

/** A link's token, from its fragment. */
export function tokenOf(link: string): string {
  return new URLSearchParams(new URL(link).hash.slice(1)).get(LINK_TOKEN_PARAM) ?? '';
}

/** Waits until `check` holds (a mail made after the answer), for at most `ms`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Waited ${ms} ms for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A person with an account whose address is verified, signed in. */
export async function verifiedPerson(server: TestServer, email: string, name = 'Zainab Hussain') {
  const browser = new PersonBrowser(server);
  expect((await browser.signUp(email, name)).status).toBe(202);
  const { token } = lastLink(server, email, 'verify');
  expect((await browser.request('POST', peopleApi.verify, { token })).status).toBe(204);
  expect((await browser.signInAs(email)).status).toBe(200);
  return browser;
}

/** An enrollment sent through the form; its id. */
export async function sendEnrollment(server: TestServer, overrides: Record<string, unknown> = {}) {
  const response = await server.post(validEnrollment(overrides), { path: leadPaths.enrollment });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A staff member of the test server, signed in (an account made the first time). */
export async function staffMember(server: TestServer, username = 'sana'): Promise<StaffBrowser> {
  const added = await staffTool(server, ['add', username, '--password-stdin']);
  expect([0, 1]).toContain(added.code);
  const browser = new StaffBrowser(server);
  expect((await browser.signIn(username)).status).toBe(200);
  return browser;
}

/** "Enroll as student" on an enrollment. */
export async function enrollStudent(staff: StaffBrowser, leadId: number, batchStart: string) {
  const response = await staff.request('POST', studentsApi.enroll(leadId), { batchStart });
  return {
    status: response.status,
    answer: response.status === 201 ? ((await response.json()) as EnrollStudentAnswer) : undefined,
    response,
  };
}
