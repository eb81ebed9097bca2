import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { sitePages, urduPages } from '../../support/routes';

// The Nu HTML Checker (npm's vnu-jar, on the machine's Java), once over every page of the site in
// both languages as the server sends it: one run of the checker, not one per page.
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test('every page, in both languages, is valid HTML (the Nu HTML Checker reports no error)', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the server’s HTML is the same for every screen');
  test.setTimeout(180_000);
  const paths = [
    ...sitePages().map((page) => page.path),
    ...urduPages().map((page) => page.path),
    '/no-such-page',
    '/ur/no-such-page',
  ];
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = await Promise.all(
      paths.map(async (pagePath, i) => {
        const response = await request.get(pagePath);
        const file = path.join(dir, `${i}.html`);
        writeFileSync(file, await response.text());
        return { file, pagePath };
      }),
    );
    // The checker writes its report to stderr, and exits 1 when it reports an error.
    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', dir], {
      encoding: 'utf8',
    });
    if (run.error) throw new Error(`The Nu HTML Checker needs Java: ${run.error.message}`);
    const output = run.stderr.trim();
    const { messages } = JSON.parse(output || '{"messages":[]}') as { messages: VnuMessage[] };
    const pageOf = (url: string) => files.find(({ file }) => url.endsWith(path.basename(file)))?.pagePath;
    const errors = messages
      .filter((message) => message.type === 'error')
      .map((message) => `${pageOf(message.url)}: ${message.message} ${message.extract ?? ''}`.trim());
    expect(errors, errors.join('\n')).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
