import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { leadPaths } from '@site/leads';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { startTestServer, validBody, validEnrollment, type TestServer } from '../testing/test-server';
import { BACKUP_USAGE, formatBytes, runBackup } from './backup';
import { runRestore } from './restore';

type Run = typeof runBackup;

async function capture(run: Run, argv: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, env, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run backup: its arguments', () => {
  it('has none but --help: its settings are environment variables', async () => {
    expect(await capture(runBackup, ['--help'], {})).toEqual({ code: 0, out: BACKUP_USAGE, err: '' });
    const wrong = await capture(runBackup, ['--dir', 'x'], {});
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(
      /^npm run backup takes no --dir: its settings are environment variables\.\nUsage:/,
    );
  });

  it('says what is wrong with a setting, and makes nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-backups-'));
    try {
      expect(await capture(runBackup, [], { BACKUP_DIR: dir, BACKUP_KEEP_LAST: '0' })).toEqual({
        code: 1,
        out: '',
        err: 'No backup was made: BACKUP_KEEP_LAST must be an integer >= 1 (got "0").',
      });
      const missing = path.join(dir, 'none.db');
      expect(await capture(runBackup, [], { BACKUP_DIR: dir, API_DB_PATH: missing })).toEqual({
        code: 1,
        out: '',
        err: `No database at ${missing} (API_DB_PATH): nothing to back up.`,
      });
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sizes as people read them', () => {
    expect([512, 340_400, 1_234_567].map(formatBytes)).toEqual(['512 bytes', '340 kB', '1.2 MB']);
  });
});

describe.each(storeKinds)(
  'npm run backup, then npm run restore, on the %s store of a running API',
  (kind) => {
    let source: TestStore;
    let target: TestStore;
    let server: TestServer;
    let folder: string;

    beforeAll(async () => {
      source = await createTestStore(kind);
      target = await createTestStore(kind);
      folder = mkdtempSync(path.join(tmpdir(), 'api-backup-cli-'));
      server = await startTestServer(
        kind === 'sqlite' ? { API_DB_PATH: path.join(folder, 'requests.db') } : source.env,
      );
      await server.post(validBody({ full_name: 'First Client' }));
      await server.post(validEnrollment({ full_name: 'Second Student' }), { path: leadPaths.enrollment });
      await server.post(validBody({ full_name: 'Third Client' }));
    }, 30_000);
    afterAll(async () => {
      await server.stop();
      server.cleanup();
      await source.remove();
      await target.remove();
      rmSync(folder, { recursive: true, force: true });
    });

    const storeEnv = () =>
      kind === 'sqlite' ? { API_DB_PATH: server.dbPath, DATABASE_URL: '' } : source.env;

    it('backs up while the API runs; restores into an empty store, which the API then serves', async () => {
      // A relative folder counts from where the command was typed (npm's INIT_CWD).
      const made = await capture(runBackup, [], { ...storeEnv(), BACKUP_DIR: 'backups', INIT_CWD: folder });
      expect(made.err).toBe('');
      expect(made.code).toBe(0);
      const title = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
      const extension = kind === 'sqlite' ? 'sqlite\\.gz' : 'pgdump';
      const [first, checksum, rows, kept] = made.out.split('\n');
      expect(first).toMatch(
        new RegExp(
          `^Backed up ${title} .+ in \\d+\\.\\d s: ${folder}/backups/(leads-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\.${extension}) \\(.+, schema version \\d+\\)\\.$`,
        ),
      );
      expect(checksum).toMatch(/^ {2}SHA-256 [0-9a-f]{64} in leads-.+\.sha256$/);
      expect(rows).toMatch(
        /^ {2}rows: .*lead_mail_outbox 3, .*\bleads 3, .*project_requests 2, .*enrollments 1/,
      );
      expect(kept).toBe('Kept 1 backup (BACKUP_KEEP_LAST 24, BACKUP_KEEP_DAYS 30).');
      const name = readdirSync(path.join(folder, 'backups')).find((file) => !file.endsWith('.sha256')) ?? '';

      const restoreEnv =
        kind === 'sqlite'
          ? { API_DB_PATH: path.join(folder, 'restored', 'requests.db'), DATABASE_URL: '' }
          : target.env;
      const restored = await capture(runRestore, [`backups/${name}`], { ...restoreEnv, INIT_CWD: folder });
      expect(restored.err).toBe('');
      expect(restored).toMatchObject({ code: 0 });
      expect(restored.out).toMatch(
        new RegExp(
          `^Restored ${name.replace(/\./g, '\\.')} into ${title} .+ in \\d+\\.\\d s \\(checksum matched, schema version \\d+\\)\\.\n`,
        ),
      );
      expect(restored.out).toMatch(/\n {2}rows: .*leads 3,.*\nStart the API\.$/);

      const again = await capture(runRestore, [`backups/${name}`], { ...restoreEnv, INIT_CWD: folder });
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/^The database .+ is not empty: it has \d+ tables \(.*leads 3/);

      const restoredServer = await startTestServer(restoreEnv);
      try {
        const rowsOf = async (api: TestServer, table: string) =>
          (await api.rows(table)).map((row) => [row.id, row.full_name, row.email]);
        for (const table of ['leads', 'project_requests', 'enrollments'])
          expect(await rowsOf(restoredServer, table)).toEqual(await rowsOf(server, table));
        // And it takes new leads after the restored ones.
        expect(await (await restoredServer.post(validBody({ full_name: 'Fourth Client' }))).json()).toEqual({
          id: 3,
        });
      } finally {
        await restoredServer.stop();
        restoredServer.cleanup();
      }
    }, 30_000);
  },
);
