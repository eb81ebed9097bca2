import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESTORE_USAGE, runRestore } from './restore';

async function capture(argv: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runRestore(argv, env, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run restore: its argument', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'api-restore-cli-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is one backup file', async () => {
    expect(await capture(['--help'], {})).toEqual({ code: 0, out: RESTORE_USAGE, err: '' });
    for (const argv of [[], ['a.sqlite.gz', 'b.sqlite.gz'], ['--force']]) {
      const wrong = await capture(argv, {});
      expect(wrong.code).toBe(2);
      expect(wrong.err).toMatch(/^npm run restore needs one backup file\.\nUsage:/);
    }
  });

  it('named as npm run backup names them, counted from where the command was typed', async () => {
    const env = { INIT_CWD: folder, API_DB_PATH: path.join(folder, 'requests.db') };
    expect(await capture(['requests.db'], env)).toEqual({
      code: 1,
      out: '',
      err: `${folder}/requests.db is not a backup made by npm run backup (its name ends neither in .sqlite.gz nor in .pgdump).`,
    });
    expect(await capture(['backups/leads-2026-11-28T21-30-00Z.sqlite.gz'], env)).toEqual({
      code: 1,
      out: '',
      err: `${folder}/backups/leads-2026-11-28T21-30-00Z.sqlite.gz: no such file.`,
    });
  });
});
