import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The Nu HTML Checker (npm's vnu-jar, on the machine's Java), once over a set of documents: one
// run of the checker, not one per page.
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/** The checker's errors in these documents, each as "<name>: <message> <extract>". */
export function htmlErrors(documents: readonly { name: string; html: string }[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = documents.map(({ name, html }, i) => {
      const file = path.join(dir, `${i}.html`);
      writeFileSync(file, html);
      return { file, name };
    });
    // The checker writes its report to stderr, and exits 1 when it reports an error. A run of a
    // few seconds: the JVM's quick compiler only and its simple collector, which with the deeper
    // stack its compiled code needs check 100 pages in a third of the default's time (10.7 against
    // 29.7 s); no language detection, which only ever gives warnings.
    const run = spawnSync(
      'java',
      [
        '-Xss4m',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-jar',
        vnuJar,
        '--errors-only',
        '--no-langdetect',
        '--format',
        'json',
        dir,
      ],
      { encoding: 'utf8' },
    );
    if (run.error) throw new Error(`The Nu HTML Checker needs Java: ${run.error.message}`);
    const output = run.stderr.trim();
    const { messages } = JSON.parse(output || '{"messages":[]}') as { messages: VnuMessage[] };
    const nameOf = (url: string) => files.find(({ file }) => url.endsWith(path.basename(file)))?.name;
    return messages
      .filter((message) => message.type === 'error')
      .map((message) => `${nameOf(message.url)}: ${message.message} ${message.extract ?? ''}`.trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
