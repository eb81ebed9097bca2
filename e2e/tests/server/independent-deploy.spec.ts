import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, waitForHydration } from '../../support/fixtures';
import { e2ePortBase, repoRoot, serveSite, type ServedSite } from '../../support/serve';
import { copyWorkspace, type Workspace } from '../../support/workspace';

// A team deploys its remote alone (docs/deploy.md, "Deploying one app"). On a copy of the built site,
// content-mfe is changed, rebuilt and published (`npm run deploy`: the deploy check against the
// running site, then the files) while the site keeps running; nothing else is rebuilt or
// restarted. The copy has its own workspace (ui, packages, content-mfe and the builds) over this
// checkout's node_modules, so the checkout itself is never touched.
const exec = promisify(execFile);
const portBase = e2ePortBase + 80;
const otherApps = ['marketing', 'academy', 'accounts'];

let workspace: Workspace;
let site: ServedSite;

const read = (file: string) => workspace.read(file);
const write = (file: string, text: string) => workspace.write(file, text);

/** A digest of every file a folder serves, to show that a deploy left it alone. */
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
const otherDigests = () => [
  digest(workspace.path('shell', 'dist')),
  ...otherApps.map((name) => digest(workspace.path('published', name))),
];

/** Builds content-mfe in the copy, into its dist/: not served until it is published. */
async function rebuildContent() {
  await exec(
    process.execPath,
    [path.join(repoRoot, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
    {
      cwd: workspace.path('content-mfe'),
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}

/** `npm run deploy -w content-mfe -- --site <the site>`: the deploy check, then the publish. */
async function deployContent() {
  const { stdout } = await exec(
    process.execPath,
    [workspace.path('tools/deploy/publish.mjs'), '--site', site.origin],
    { cwd: workspace.path('content-mfe') },
  );
  expect(stdout).toContain(`content-mfe: compatible with ${site.origin}`);
  expect(stdout).toContain(`content-mfe: published to ${workspace.path('published', 'content')}`);
  return stdout;
}

test.describe('a remote deployed alone', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(240_000);

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    workspace = copyWorkspace([
      'ui',
      'packages',
      'content-mfe',
      'shell/dist',
      'shell/dist-server',
      'marketing-mfe/dist',
      'academy-mfe/dist',
      'accounts-mfe/dist',
      // The development keys the builds sign their server code with (and the site trusts).
      '.server-keys',
    ]);
    site = await serveSite(portBase, { SITE_ROOT: workspace.root, SERVE_SKIP: 'api', REMOTE_POLL_MS: '500' });
  });

  test.afterAll(async () => {
    await site?.stop();
    workspace?.remove();
  });

  test('content released with a major ui (2.0.0) and a new page runs its own ui beside the shell’s, other areas untouched', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // A visitor is on the blog, running content's current build, when the new one is published.
    const earlier = await browser.newPage();
    await earlier.goto(`${site.origin}/blog`);
    await waitForHydration(earlier);
    const before = otherDigests();

    // docs/project-structure.md: the generator writes the page into content-mfe alone (its route
    // page, view, words in both languages, route words and declaration); nothing else changes.
    const { stdout } = await exec(
      process.execPath,
      [
        workspace.path('tools/pages/new-page.mjs'),
        'content',
        'careers',
        '--title',
        'Careers at CodeNest',
        '--description',
        'Open roles for developers and trainers.',
        '--ur-title',
        'CodeNest میں کیریئر',
        '--ur-description',
        'ڈویلپرز اور ٹرینرز کے لیے ملازمتیں۔',
      ],
      { cwd: workspace.root },
    );
    for (const file of ['src/routes/careers-page.tsx', 'src/messages/ur/careers.ts', 'src/remote.ts'])
      expect(stdout).toContain(`content-mfe/${file}`);
    expect(stdout).not.toMatch(/packages\/site|shell\//);
    expect(read('content-mfe/src/remote.ts')).toContain('CareersPage');

    // A breaking ui release: PageHeader is renamed PageIntro, and releaseNote is new. Only content
    // is rebuilt for it (with the new page, in the same build: one rebuild for both tests); the shell and the other remotes keep running the previous major.
    const ui = JSON.parse(read('ui/package.json')) as { version: string };
    const previous = ui.version;
    ui.version = `${Number(previous.split('.')[0]) + 1}.0.0`;
    write('ui/package.json', JSON.stringify(ui, null, 2));
    const index = read('ui/src/index.ts');
    expect(index).toMatch(/export \{ HeaderBand, PageHeader, /);
    write(
      'ui/src/index.ts',
      `${index.replace('export { HeaderBand, PageHeader, ', 'export { HeaderBand, PageHeader as PageIntro, ')}\n` +
        'export function releaseNote(version: string): string {\n  return `Built with ui ${version}`;\n}\n',
    );
    for (const file of readdirSync(workspace.path('content-mfe/src'), {
      recursive: true,
      encoding: 'utf8',
    })) {
      if (!/\.tsx?$/.test(file)) continue;
      const source = read(`content-mfe/src/${file}`);
      if (/\bPageHeader\b/.test(source))
        write(`content-mfe/src/${file}`, source.replace(/\bPageHeader\b/g, 'PageIntro'));
    }
    for (const file of ['content-mfe/src/routes/faq-page.tsx', 'content-mfe/src/routes/community-page.tsx']) {
      const source = read(file)
        .replace(/import \{ ([^}]*) \} from '@site\/ui';/, "import { $1, releaseNote } from '@site/ui';")
        .replace(
          '<PageIntro ',
          `<p data-testid="release-note">{releaseNote('${ui.version}')}</p>\n      <PageIntro `,
        );
      expect(source).toContain('releaseNote(');
      write(file, source);
    }
    await rebuildContent();
    // The check passes: ui is not a singleton, so the new content brings its own copy.
    expect(await deployContent()).toContain(
      `note: the new content brings its own @site/ui ${ui.version}: the page runs ${previous}, older than ^${ui.version}.`,
    );

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

  test('the page added by the recipe (npm run new:page) is served in English and Urdu, unknown paths still 404', async ({
    page,
    consoleErrors,
  }) => {
    await expect
      .poll(async () => (await fetch(`${site.origin}/careers`)).status, { timeout: 60_000 })
      .toBe(200);
    const html = await (await fetch(`${site.origin}/careers`)).text();
    expect(html).toContain('Careers at CodeNest');
    expect(html).toContain('<title>Careers at CodeNest');
    const urdu = await fetch(`${site.origin}/ur/careers`);
    expect(urdu.status).toBe(200);
    expect(await urdu.text()).toContain('CodeNest میں کیریئر');
    expect((await fetch(`${site.origin}/careers-and-more`)).status).toBe(404);
    const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${site.origin}/careers<`);
    expect(sitemap).toContain(`${site.origin}/ur/careers<`);

    await page.goto(`${site.origin}/careers`);
    await expect(page.getByRole('heading', { level: 1, name: 'Careers at CodeNest' })).toBeVisible();
    await page.goto(`${site.origin}/ur/careers`);
    await expect(page.getByRole('heading', { level: 1, name: 'CodeNest میں کیریئر' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto(`${site.origin}/careers/nope`);
    await expect(page.getByRole('heading', { level: 1, name: /page not found/i })).toBeVisible();
    expect(consoleErrors.filter((error) => !/404/.test(error))).toEqual([]);
  });
});
