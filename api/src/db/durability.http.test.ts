import http from 'node:http';
import { serverForTests, validBody } from '../testing/test-server';
import { migrate, schemaVersion } from './migrate';
import { migrations } from './migrations';
import { SqliteDatabase } from './sqlite';

const server = serverForTests();

describe('storage', () => {
  it('stores 200 concurrent submissions, each exactly once, under the id it answered', async () => {
    const bodies = Array.from({ length: 200 }, (_, index) =>
      validBody({ full_name: `Concurrent ${index}`, email: `c${index}@example.com` }),
    );
    const answers = await Promise.all(bodies.map((body) => server.post(body)));
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 201));
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { id: number }).id),
    );
    expect(new Set(ids).size).toBe(200);

    const rows = server.readRows();
    expect(rows).toHaveLength(200);
    const byId = new Map(rows.map((row) => [row.id, row]));
    ids.forEach((id, index) => {
      expect(byId.get(id)).toMatchObject({
        full_name: `Concurrent ${index}`,
        email: `c${index}@example.com`,
      });
    });
  });

  it('keeps every stored request across a restart on the same file, and goes on numbering', async () => {
    const before = server.readRows();
    await server.restart();
    expect(server.readRows()).toEqual(before);

    const answer = await server.post(validBody({ full_name: 'After restart' }));
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    expect(id).toBeGreaterThan(Math.max(...before.map((row) => Number(row.id))));
    expect(server.readRows()).toHaveLength(before.length + 1);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('uses WAL with synchronous=FULL', () => {
    const { raw } = server.current.db as SqliteDatabase;
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    // 2 = FULL
    expect(raw.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('finishes an in-flight request on shutdown, then refuses new connections', async () => {
    const body = JSON.stringify(validBody({ full_name: 'In flight' }));
    const target = new URL(server.endpoint);
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      // Half the body now, the rest after the shutdown has begun.
      request.write(body.slice(0, 20));
      setTimeout(() => request.end(body.slice(20)), 300);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = server.current.app.close();
    const { status } = await answered;
    await closing;
    expect(status).toBe(201);
    expect(server.readRows().some((row) => row.full_name === 'In flight')).toBe(true);
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    // Start again for afterAll.
    await server.restart();
  });
});

describe('the SQLite file', () => {
  it('is created with its missing folders', async () => {
    const db = new SqliteDatabase(`${server.dbPath}.d/nested/deeper/requests.db`);
    await migrate(db);
    expect(await schemaVersion(db)).toBe(migrations.at(-1)?.version);
    await db.close();
  });
});
