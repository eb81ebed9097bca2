import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, waitForHydration } from '../../support/fixtures';
import { e2ePortBase, repoRoot, serveSite, type ServedSite } from '../../support/serve';

// A team deploys its remote alone (README, "Deploying one app"). On a copy of the built site,
// content-mfe is changed, rebuilt and redeployed while the site keeps running; nothing else is
// rebuilt or restarted. The copy has its own workspace (ui, packages, content-mfe and the builds)
// over this checkout's node_modules, so the checkout itself is never touched.
const exec = promisify(execFile);
const portBase = e2ePortBase + 80;
const otherApps = ['shell', 'marketing-mfe', 'academy-mfe', 'accounts-mfe'];

let workspace: string;
let site: ServedSite;

const inWorkspace = (...parts: string[]) => path.join(workspace, ...parts);
const read = (file: string) => readFileSync(inWorkspace(file), 'utf8');
const write = (file: string, text: string) => writeFileSync(inWorkspace(file), text);

/** The copy's node_modules: this checkout's packages, but @site/* from the copy. */
function linkNodeModules() {
  const modules = inWorkspace('node_modules');
  mkdirSync(path.join(modules, '@site'), { recursive: true });
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry === '@site' || entry.startsWith('.')) continue;
    symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
  }
  for (const [name, dir] of [
    ['ui', 'ui'],
    ['site', 'packages/site'],
    ['federation', 'packages/federation'],
    ['leads', 'packages/leads'],
  ] as const)
    symlinkSync(inWorkspace(dir), path.join(modules, '@site', name));
}

/** A digest of every file an app serves, to show that a deploy left it alone. */
function digest(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
const otherDigests = () => otherApps.map((app) => digest(inWorkspace(app, 'dist')));

/** Builds content-mfe in the copy: the build writes into its dist/, which its host serves. */
async function rebuildAndRedeployContent() {
  await exec(
    process.execPath,
    [path.join(repoRoot, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
    {
      cwd: inWorkspace('content-mfe'),
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}

/** The deploy check a team runs before publishing (npm run check:deploy -w content-mfe). */
async function checkDeploy() {
  return exec(
    process.execPath,
    [path.join(repoRoot, 'tools/deploy/check-deploy.mjs'), '--site', site.origin],
    {
      cwd: inWorkspace('content-mfe'),
    },
  );
}

test.describe('a remote deployed alone', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(240_000);

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    workspace = mkdtempSync(path.join(os.tmpdir(), 'site-deploy-'));
    const copy = (from: string) =>
      cpSync(path.join(repoRoot, from), inWorkspace(from), {
        recursive: true,
        filter: (source) => !source.split(path.sep).includes('node_modules'),
      });
    // .server-keys: the development keys the builds sign their server code with (and the site trusts).
    for (const file of [
      'package.json',
      'tsconfig.base.json',
      'tools',
      'ui',
      'packages',
      'content-mfe',
      '.server-keys',
    ])
      copy(file);
    for (const app of otherApps) copy(`${app}/dist`);
    copy('shell/dist-server');
    linkNodeModules();
    site = await serveSite(portBase, { SITE_ROOT: workspace, SERVE_SKIP: 'api', REMOTE_POLL_MS: '500' });
  });

  test.afterAll(async () => {
    await site?.stop();
    if (workspace) rmSync(workspace, { recursive: true, force: true });
  });

  test('a content page using a new export of ui works, with the shell and the other remotes untouched', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // A visitor is on the blog, running content's current build, when the new one is published.
    const earlier = await browser.newPage();
    await earlier.goto(`${site.origin}/blog`);
    await waitForHydration(earlier);
    const before = otherDigests();

    // The content team adds a function to ui, bumps ui's minor version, and uses it on two pages.
    const ui = JSON.parse(read('ui/package.json')) as { version: string };
    const [major, minor] = ui.version.split('.').map(Number);
    ui.version = `${major}.${minor! + 1}.0`;
    write('ui/package.json', JSON.stringify(ui, null, 2));
    write(
      'ui/src/index.ts',
      `${read('ui/src/index.ts')}\nexport function releaseNote(version: string): string {\n  return \`Built with ui \${version}\`;\n}\n`,
    );
    for (const file of ['content-mfe/src/routes/faq-page.tsx', 'content-mfe/src/routes/community-page.tsx']) {
      const source = read(file)
        .replace(/import \{ ([^}]*) \} from '@site\/ui';/, "import { $1, releaseNote } from '@site/ui';")
        .replace(
          '<PageHeader ',
          `<p data-testid="release-note">{releaseNote('${ui.version}')}</p>\n      <PageHeader `,
        );
      expect(source).toContain('releaseNote(');
      write(file, source);
    }
    await rebuildAndRedeployContent();

    // The running server renders the new build within its polling interval, without a restart.
    await expect
      .poll(async () => (await fetch(`${site.origin}/faq`)).text(), { timeout: 60_000 })
      .toContain(`Built with ui ${ui.version}`);

    await page.goto(`${site.origin}/faq`);
    await expect(page.getByTestId('release-note')).toHaveText(`Built with ui ${ui.version}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByText(/couldn’t load/i)).toHaveCount(0);
    await page.goto(`${site.origin}/`);
    await expect(page.locator('main [data-remote="marketing"] h1')).toBeVisible();
    await expect(page.locator('main [data-remote="academy"]').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
    expect(otherDigests()).toEqual(before);

    const check = await checkDeploy();
    expect(check.stdout).toMatch(/can be deployed|compatible|ok/i);

    // The visitor who loaded the previous build moves on to another content page: its chunks are
    // the previous build's, still served beside the new ones.
    const chunks: string[] = [];
    earlier.on('response', (response) => {
      if (response.url().startsWith(`http://localhost:${portBase + 3}/`) && response.url().endsWith('.js'))
        chunks.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await earlier.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
    await expect(earlier.getByRole('heading', { level: 1, name: 'Join Our Communities' })).toBeVisible();
    await expect(earlier.getByTestId('release-note')).toHaveCount(0);
    const manifest = read('content-mfe/dist/mf-manifest.json');
    const previousBuildChunks = chunks.filter((chunk) => !manifest.includes(chunk.split('/').pop()!));
    expect(chunks.every((chunk) => chunk.startsWith('200 '))).toBe(true);
    expect(previousBuildChunks.length).toBeGreaterThan(0);
    await earlier.close();
  });

  test('a route added by the remote alone is served, and unknown paths still answer 404', async ({
    page,
    consoleErrors,
  }) => {
    write(
      'content-mfe/src/routes/careers-page.tsx',
      `import { PageHeader, usePageMeta } from '@site/ui';

export function CareersPage() {
  usePageMeta({ title: 'Careers', description: 'Work with CodeNest Technologies in Sargodha: open roles for developers and trainers.', canonicalPath: '/careers' });
  return <PageHeader eyebrow="Join us" title="Careers at CodeNest" description="Open roles for developers and trainers." />;
}

export default CareersPage;
`,
    );
    write(
      'content-mfe/src/remote.ts',
      read('content-mfe/src/remote.ts').replace(
        '  pages: {\n',
        "  pages: {\n    CareersPage: {\n      file: './src/routes/careers-page.tsx',\n      routes: [{ path: '/careers', title: 'Careers', label: 'careers' }],\n    },\n",
      ),
    );
    expect(read('content-mfe/src/remote.ts')).toContain('CareersPage');
    await rebuildAndRedeployContent();

    await expect
      .poll(async () => (await fetch(`${site.origin}/careers`)).status, { timeout: 60_000 })
      .toBe(200);
    const html = await (await fetch(`${site.origin}/careers`)).text();
    expect(html).toContain('Careers at CodeNest');
    expect(html).toContain('<title>Careers');
    expect((await fetch(`${site.origin}/careers-and-more`)).status).toBe(404);
    expect(await (await fetch(`${site.origin}/sitemap.xml`)).text()).toContain(`${site.origin}/careers<`);

    await page.goto(`${site.origin}/careers`);
    await expect(page.getByRole('heading', { level: 1, name: 'Careers at CodeNest' })).toBeVisible();
    await page.goto(`${site.origin}/careers/nope`);
    await expect(page.getByRole('heading', { level: 1, name: /page not found/i })).toBeVisible();
    expect(consoleErrors.filter((error) => !/404/.test(error))).toEqual([]);
  });
});
