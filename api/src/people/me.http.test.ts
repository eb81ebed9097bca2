import { peopleApi, type PersonExport, type PersonProfile, type SentRequestDetail } from '@site/people';
import { staffApi } from '@site/staff';
import {
  PERSON_PASSWORD,
  PersonBrowser,
  sendEnrollment,
  staffMember,
  verifiedPerson,
} from '../testing/people';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { startTestServer, validBody, type TestServer } from '../testing/test-server';

/**
 * A signed-in person's own data over real HTTP (issue 43): the profile saved to the account, the
 * leads sent with the verified address worded for a client, another's answering 404, what was
 * typed kept inert, the export, and the deletion (every session ended, the profile gone, the leads
 * and the courses kept by the company without the person).
 */
describe.each(storeKinds)('a person’s own data on the %s store', (kind) => {
  let store: TestStore;
  let server: TestServer;
  let zainab: PersonBrowser;
  let leadId: number;
  let projectId: number;
  beforeAll(async () => {
    store = await createTestStore(kind);
    server = await startTestServer({
      ...store.env,
      ACCOUNT_REQUESTS_PER_HOUR: '10000',
      SIGN_IN_ATTEMPTS_PER_MINUTE: '10000',
    });
    leadId = await sendEnrollment(server, { email: 'Zainab@Example.com', full_name: 'Zainab Hussain' });
    const project = await server.post(
      validBody({ email: 'zainab@example.com', project_details: '<img src=x onerror=alert(1)>' }),
    );
    projectId = ((await project.json()) as { id: number }).id;
    await sendEnrollment(server, { email: 'someone.else@example.com' });
    zainab = await verifiedPerson(server, 'zainab@example.com');
  });
  afterAll(async () => {
    await server.stop();
    server.cleanup();
    await store.remove();
  });

  it('saves the profile to the account, every field, and refuses what a lead’s fields refuse', async () => {
    const saved = await zainab.request('POST', peopleApi.profile, {
      name: 'Zainab H.',
      phone: '+92 301 7654321',
      location: 'Satellite Town, Sargodha',
      bio: 'Learning React.\nSecond line.',
      language: 'ur',
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()) as PersonProfile).toMatchObject({
      email: 'zainab@example.com',
      name: 'Zainab H.',
      phone: '+92 301 7654321',
      location: 'Satellite Town, Sargodha',
      bio: 'Learning React.\nSecond line.',
      language: 'ur',
    });
    expect((await zainab.me()).me?.profile.location).toBe('Satellite Town, Sargodha');
    const bad = await zainab.request('POST', peopleApi.profile, {
      name: '',
      phone: 'call me',
      location: 'x'.repeat(121),
      bio: 'b'.repeat(501),
      language: 'fr',
    });
    expect(bad.status).toBe(422);
    const errors = ((await bad.json()) as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['bio', 'language', 'location', 'name', 'phone']);
    expect(errors.location).toEqual(['Location must be at most 120 characters.']);
    const urdu = await zainab.request('POST', peopleApi.profile, {
      name: 'Z',
      location: 'x'.repeat(121),
      language: 'ur',
    });
    expect(((await urdu.json()) as { errors: Record<string, string[]> }).errors.location).toEqual([
      'مقام میں زیادہ سے زیادہ 120 حروف کی گنجائش ہے۔',
    ]);
  });

  it('lists the leads sent with the verified address, each with a client’s status', async () => {
    const staff = await staffMember(server);
    await staff.request('POST', staffApi.leadStatus('enrollment', leadId), { status: 'qualified' });
    const me = (await zainab.me()).me;
    expect(me?.requests.map((request) => [request.kind, request.id, request.status])).toEqual([
      ['project_request', projectId, 'received'],
      ['enrollment', leadId, 'in-touch'],
    ]);
    const detail = await zainab.request('GET', peopleApi.request('project_request', projectId));
    expect(detail.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(((await detail.json()) as SentRequestDetail).values.project_details).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });

  it('answers 404 for a lead that is not the person’s, or none, like a made-up one', async () => {
    const others = await server.rows('enrollments');
    const other = others.find((row) => row.email === 'someone.else@example.com')?.id as number;
    for (const path of [
      peopleApi.request('enrollment', other),
      peopleApi.request('enrollment', 999_999),
      peopleApi.request('project_request', projectId + 1000),
      `${peopleApi.requestPattern.replace(':kind', 'lead').replace(':id', '1')}`,
    ]) {
      const answer = await zainab.request('GET', path);
      expect([path, answer.status]).toEqual([path, 404]);
    }
  });

  it('hides the leads of an address that is not proven', async () => {
    const browser = new PersonBrowser(server);
    await browser.signUp('unproven@example.com');
    await sendEnrollment(server, { email: 'unproven@example.com' });
    // An account staff made, whose WhatsApp link was used: signed in, its address not proven.
    await server.current.db.run(
      "UPDATE people SET created_by = 'enrollment' WHERE email = 'unproven@example.com'",
    );
    await browser.signInAs('unproven@example.com');
    const me = (await browser.me()).me;
    expect(me).toMatchObject({ emailVerified: false, requests: [] });
    const row = (await server.rows('enrollments')).find((each) => each.email === 'unproven@example.com');
    expect((await browser.request('GET', peopleApi.request('enrollment', row?.id as number))).status).toBe(
      404,
    );
  });

  it('downloads everything stored about the person, without a password or a link', async () => {
    const answer = await zainab.request('GET', peopleApi.export);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="codenest-account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await answer.text();
    const data = JSON.parse(text) as PersonExport;
    expect(data.account).toMatchObject({ email: 'zainab@example.com', createdBy: 'sign-up' });
    expect(data.account.emailVerifiedAt).not.toBeNull();
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.requests.map((request) => request.kind).sort()).toEqual(['enrollment', 'project_request']);
    expect(data.mails.map((mail) => mail.kind)).toEqual(['verify']);
    expect(text).not.toMatch(/argon2|token|#token=/);
  });

  it('deletes the account with its password typed again: sessions ended, profile gone, leads kept', async () => {
    const laptop = new PersonBrowser(server);
    await laptop.signInAs('zainab@example.com', PERSON_PASSWORD, true);
    const wrong = await zainab.request('DELETE', peopleApi.me, { password: 'not my password at all' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ message: 'That password is not right.' });
    expect((await zainab.me()).status).toBe(200);
    const deleted = await zainab.request('DELETE', peopleApi.me, { password: PERSON_PASSWORD });
    expect(deleted.status).toBe(204);
    expect((await zainab.me()).status).toBe(401);
    expect((await laptop.me()).status).toBe(401);
    expect(await server.current.db.query("SELECT 1 FROM people WHERE email = 'zainab@example.com'")).toEqual(
      [],
    );
    expect(
      (await server.rows('leads')).filter(
        (lead) => String(lead.email).toLowerCase() === 'zainab@example.com',
      ),
    ).toHaveLength(2);
    // The address is free again: a new account of it sees nothing of the old one until it is proven.
    expect((await new PersonBrowser(server).signInAs('zainab@example.com')).status).toBe(401);
  });
});
