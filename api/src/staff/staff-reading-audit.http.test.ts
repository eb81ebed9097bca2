import http from 'node:http';
import { staffApi, type AuditEntry, type AuditPage } from '@site/staff';
import { seedLeads } from '../bench/seed-leads';
import { StaffBrowser, staffTool } from '../testing/staff';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { startTestServer, type TestServer } from '../testing/test-server';

/** Leads enough for an export of several batches (1,000 each): megabytes of CSV. */
const LEADS = 6000;

/**
 * What staff read is in the audit log (issue 42): an export when it starts and when it ends or is
 * cut off, and the lead pages and inbox pages read, counted per staff member, lead and hour
 * (one entry with how many times, not one per request). Over real HTTP, on both stores.
 */
describe.each(storeKinds)('reading the leads, audited, on the %s store', (kind) => {
  let store: TestStore;
  let server: TestServer;
  let staff: StaffBrowser;
  let boss: StaffBrowser;
  beforeAll(async () => {
    store = await createTestStore(kind);
    server = await startTestServer(store.env);
    await seedLeads(server.current.db, LEADS);
    await staffTool(server, ['add', 'sana', '--password-stdin']);
    await staffTool(server, ['add', 'ayesha', '--admin', '--password-stdin']);
    staff = new StaffBrowser(server);
    expect((await staff.signIn('sana')).status).toBe(200);
    boss = new StaffBrowser(server);
    expect((await boss.signIn('ayesha')).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    server.cleanup();
    await store.remove();
  });

  /** The entries of `action` once there are `count` of them (an export's end is written as it closes). */
  async function awaitEntries(action: AuditEntry['action'], count: number) {
    for (let tries = 0; ; tries += 1) {
      const found = await entries(action);
      if (found.length >= count || tries > 100) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The audit log's entries of `action`, newest first, as admins read them. */
  async function entries(action: AuditEntry['action']) {
    const page = (await (await boss.request('GET', staffApi.audit)).json()) as AuditPage;
    return page.items.filter((entry) => entry.action === action);
  }

  it('counts a staff member’s views of a lead into one entry per lead and hour', async () => {
    for (const id of [1, 1, 1, 2])
      expect((await staff.request('GET', staffApi.lead('enrollment', id))).status).toBe(200);
    const viewed = await entries('lead-viewed');
    expect(viewed.map(({ actor, target, times }) => ({ actor, target, times }))).toEqual([
      { actor: 'sana', target: 'enrollment/2', times: 1 },
      { actor: 'sana', target: 'enrollment/1', times: 3 },
    ]);
    const [, thrice] = viewed;
    expect(Date.parse(thrice?.lastAt ?? '')).toBeGreaterThanOrEqual(Date.parse(thrice?.at ?? ''));
    expect(thrice?.address).toBe('127.0.0.1');
  });

  it('counts the inbox’s pages read into one entry per staff member and hour', async () => {
    for (const query of ['', '?status=new', '?q=Ayesha', '?kind=enrollment&limit=100'])
      expect((await staff.request('GET', `${staffApi.leads}${query}`)).status).toBe(200);
    expect((await entries('inbox-listed')).map(({ actor, times }) => ({ actor, times }))).toEqual([
      { actor: 'sana', times: 4 },
    ]);
  });

  it('audits an export as it starts and once it is all written', async () => {
    const answer = await staff.request('GET', `${staffApi.leadsCsv}?kind=enrollment&status=won`);
    expect(answer.status).toBe(200);
    const rows = (await answer.text()).split('\r\n').filter(Boolean).length - 1;
    expect(await awaitEntries('export', 1)).toHaveLength(1);
    const [started] = await entries('export-started');
    const [done] = await entries('export');
    expect(started).toMatchObject({ actor: 'sana', detail: 'filter {"kind":"enrollment","status":"won"}' });
    expect(done).toMatchObject({
      actor: 'sana',
      detail: `${rows} leads; filter {"kind":"enrollment","status":"won"}`,
    });
  });

  it('audits an export cut off: the download stopped after its first bytes', async () => {
    const url = new URL(`${server.url}${staffApi.leadsCsv}`);
    await new Promise<void>((resolve, reject) => {
      const request = http.get(url, { headers: { cookie: staff.cookieHeader() } }, (response) => {
        expect(response.statusCode).toBe(200);
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    expect(await awaitEntries('export-cut-off', 1)).toHaveLength(1);
    const [cut] = await entries('export-cut-off');
    expect(cut?.actor).toBe('sana');
    const written = Number(
      /^(\d+) leads written before the download stopped; filter \{\}$/.exec(cut?.detail ?? '')?.[1],
    );
    expect(written).toBeLessThan(LEADS);
    expect(await entries('export-started')).toHaveLength(2);
    expect(await entries('export')).toHaveLength(1);
  });
});
