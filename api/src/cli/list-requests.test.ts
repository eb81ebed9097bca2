import { startTestServer, validBody } from '../testing/test-server';
import { formatRequests, parseArgs, run } from './list-requests';

async function withStoredRequests() {
  const server = await startTestServer();
  await server.post(validBody({ full_name: 'First Sender', company_name: '' }));
  await new Promise((resolve) => setTimeout(resolve, 5));
  await server.post(validBody({ full_name: 'Second Sender', project_details: 'Two\nlines' }));
  await server.post(validBody({ full_name: 'Third Sender' }));
  return server;
}

function capture(argv: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(
    argv,
    env,
    (text) => out.push(text),
    (text) => err.push(text),
  );
  return { code, out, err };
}

describe('npm run requests', () => {
  it('lists the stored requests newest first, readable and as JSON lines, even while the API runs', async () => {
    const server = await withStoredRequests();
    try {
      const text = capture([], { API_DB_PATH: server.dbPath });
      expect(text.code).toBe(0);
      const output = text.out.join('\n');
      expect(output).toMatch(/^3 project requests, newest first\./);
      const order = ['Third Sender', 'Second Sender', 'First Sender'].map((name) => output.indexOf(name));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(output).toContain('From: Second Sender (Malik Textiles) <ayesha@example.com>');
      expect(output).toContain('From: First Sender <ayesha@example.com>');
      expect(output).toContain('    Two\n    lines');

      const json = capture(['--json', '--limit', '2'], { API_DB_PATH: server.dbPath });
      const rows = json.out.map((line) => JSON.parse(line) as { full_name: string; id: number });
      expect(rows.map((row) => row.full_name)).toEqual(['Third Sender', 'Second Sender']);
    } finally {
      await server.stop();
      server.cleanup();
    }
  });

  it('says so when there is no database or no request yet', async () => {
    const missing = capture([], { API_DB_PATH: '/nonexistent/requests.db' });
    expect(missing.code).toBe(1);
    expect(missing.err.join('')).toMatch(/No database at \/nonexistent\/requests\.db/);
    expect(formatRequests([])).toBe('No project requests yet.');
  });

  it('rejects unknown options', () => {
    expect(parseArgs(['--limit', '0'])).toMatch(/positive whole number/);
    expect(parseArgs(['--nope'])).toMatch(/Unknown option --nope/);
    expect(parseArgs(['--json', '--limit', '5'])).toEqual({ json: true, limit: 5 });
  });
});
