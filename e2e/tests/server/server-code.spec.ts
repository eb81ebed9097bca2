import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { e2ePortBase, repoRoot, serveSite, type ServedSite } from '../../support/serve';

// The rendering server runs a remote's server code only when the remote's team signed it
// (docs/decisions/0002-signed-remote-server-code.md), and runs with its own settings only. On a
// copy of the built site, academy's server code is changed on its host after it was signed and
// published: that remote is refused, its areas degrade, nothing else does.
const portBase = e2ePortBase + 90;
const apps = ['shell', 'marketing-mfe', 'academy-mfe', 'content-mfe', 'accounts-mfe'];
const secret = 's3cret-mail-password';

let workspace: string;
let site: ServedSite;

test.describe('remote server code and the rendering server’s environment', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    workspace = mkdtempSync(path.join(os.tmpdir(), 'site-server-code-'));
    for (const from of [...apps.map((app) => `${app}/dist`), 'shell/dist-server', '.server-keys'])
      cpSync(path.join(repoRoot, from), path.join(workspace, from), { recursive: true });
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(workspace, 'node_modules'));
    // Someone with write access to academy's host changes its server code: the course list's
    // heading, so that a page rendered with the changed code would show it.
    const dist = path.join(workspace, 'academy-mfe/dist');
    const { payload } = JSON.parse(readFileSync(path.join(dist, 'server-code.json'), 'utf8')) as {
      payload: string;
    };
    const signed = Object.keys((JSON.parse(payload) as { files: Record<string, string> }).files);
    const changed = signed.filter((file) =>
      readFileSync(path.join(dist, file), 'utf8').includes('Our Courses'),
    );
    expect(changed.length).toBeGreaterThan(0);
    for (const file of changed) {
      writeFileSync(
        path.join(dist, file),
        readFileSync(path.join(dist, file), 'utf8').replaceAll('Our Courses', 'TAMPERED'),
      );
      // The host would otherwise send its precompressed copies, which still hold the signed code.
      for (const copy of ['.br', '.gz']) rmSync(path.join(dist, `${file}${copy}`), { force: true });
    }
    site = await serveSite(
      portBase,
      {
        SITE_ROOT: workspace,
        SERVE_SKIP: 'api',
        REMOTE_POLL_MS: '500',
        // Secrets the API needs and the rendering server must never see.
        SMTP_URL: `smtp://leads:${secret}@127.0.0.1:2599`,
        API_DB_PATH: path.join(workspace, 'leads.db'),
      },
      { capture: true },
    );
  });

  test.afterAll(async () => {
    await site?.stop();
    if (workspace) rmSync(workspace, { recursive: true, force: true });
  });

  test('a remote whose server file changed on its host after deployment is refused; only its areas degrade', async ({
    page,
  }) => {
    const courses = await fetch(`${site.origin}/course`);
    expect(courses.status).toBe(503);
    const html = await courses.text();
    expect(html).toMatch(/couldn’t load/i);
    expect(html).not.toContain('TAMPERED');

    const home = await fetch(`${site.origin}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-store');
    expect(await home.text()).not.toContain('TAMPERED');
    const faq = await fetch(`${site.origin}/faq`);
    expect(faq.status).toBe(200);
    expect(faq.headers.get('cache-control')).toMatch(/^public/);

    await page.goto(`${site.origin}/`);
    await expect(page.locator('main [data-remote="marketing"] h1')).toBeVisible();
    await expect(page.getByRole('heading', { name: /couldn’t load/i })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Logged once, clearly, however many times the remotes are checked (every 500 ms here).
    await page.waitForTimeout(2_000);
    const refusals = site.output().match(/remote academy: its server code is REFUSED[^"]*/g) ?? [];
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(/differs from the file that was signed/);
  });

  test('the rendering server’s environment holds no mail or database secret', () => {
    const children = readFileSync(`/proc/${site.process.pid}/task/${site.process.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter((pid) => existsSync(`/proc/${pid}`));
    const server = children.find((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('shell/dist-server/server.js'),
    );
    expect(server).toBeDefined();
    const environ = readFileSync(`/proc/${server}/environ`, 'utf8').split('\0').filter(Boolean);
    const names = environ.map((line) => line.slice(0, line.indexOf('=')));
    expect(names).not.toContain('SMTP_URL');
    expect(names).not.toContain('API_DB_PATH');
    expect(environ.join('\n')).not.toContain(secret);
    // It may read only what it serves: the database's folder is not among its readable paths.
    const commandLine = readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0');
    const readable = commandLine
      .filter((arg) => arg.startsWith('--allow-fs-read='))
      .map((arg) => arg.slice(16));
    expect(readable.length).toBeGreaterThan(0);
    const database = path.join(workspace, 'leads.db');
    expect(readable.filter((file) => database === file || database.startsWith(`${file}/`))).toEqual([]);
  });
});
