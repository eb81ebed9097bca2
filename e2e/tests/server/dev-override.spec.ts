import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expect, test } from '../../support/fixtures';
import { e2ePortBase, portPlan, repoRoot } from '../../support/serve';
import { copyWorkspace, type Workspace } from '../../support/workspace';

// A team runs its remote's dev server against the running site (docs/deploy.md, "Running one remote
// alone, or against the site"): on a copy of content-mfe with a local change, `npm run dev`'s
// webpack server on its port of the dev plan, and the URL it prints opened in the
// site under test. The site's HTML is the deployed content's; the browser replaces that area with
// the dev build, and reloads when the source changes.
const blogPage = 'content-mfe/src/routes/blog-page.tsx';
let workspace: Workspace;
let devServer: ChildProcess | undefined;

/** Starts the dev server; resolves with the override URL it prints once its first build is done. */
async function startDevServer(): Promise<string> {
  const child = spawn(
    process.execPath,
    [`${repoRoot}/node_modules/webpack/bin/webpack.js`, 'serve', '--mode', 'development'],
    {
      cwd: workspace.path('content-mfe'),
      env: { ...process.env, PORT_BASE: String(e2ePortBase), SITE_URL: '', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  devServer = child;
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      // eslint-disable-next-line no-control-regex -- the colours of webpack's output
      output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
      const url = /^\s+(http:\/\/\S+\?remote:content=\S+)$/m.exec(output)?.[1];
      if (url && /compiled successfully/.test(output)) resolve(url);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the dev server exited (${code}):\n${output}`)));
  });
}

test.beforeAll(() => {
  workspace = copyWorkspace(['ui', 'packages', 'content-mfe']);
  workspace.write(
    blogPage,
    workspace
      .read(blogPage)
      .replace('<PageHeader ', '<p data-testid="local-change">Changed locally</p>\n      <PageHeader '),
  );
  expect(workspace.read(blogPage)).toContain('local-change');
});

test.afterAll(async () => {
  if (devServer && devServer.exitCode === null) {
    const exited = once(devServer, 'exit');
    devServer.kill('SIGTERM');
    await exited;
  }
  workspace?.remove();
});

test('a remote’s dev server replaces the deployed remote in the running site, with live reload', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const devOrigin = `http://localhost:${portPlan('dev', e2ePortBase).apps.content}`;
  const overrideUrl = await startDevServer();
  expect(overrideUrl).toBe(`${baseURL}/blog?remote:content=${devOrigin}/mf-manifest.json`);

  // The dev server's own root lists the remote's pages.
  const frame = await browser.newPage();
  await frame.goto(`${devOrigin}/`);
  await expect(frame.getByRole('heading', { level: 1, name: 'content: its pages' })).toBeVisible();
  await expect(frame.getByRole('main').getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  await frame.close();

  // The server renders the deployed content; the browser replaces its area with the dev build.
  const served = await (await fetch(`${baseURL}/blog`)).text();
  expect(served).toContain('Our Blog');
  expect(served).not.toContain('Changed locally');
  await page.goto(overrideUrl);
  const area = page.locator('main [data-remote="content"]');
  await expect(area.getByTestId('local-change')).toHaveText('Changed locally');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blog');

  // An edit reloads the site's page, which loads the new dev build.
  workspace.write(blogPage, workspace.read(blogPage).replace('Changed locally', 'Changed again'));
  await expect(area.getByTestId('local-change')).toHaveText('Changed again', { timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/blog');
  expect(consoleErrors).toEqual([]);
});
