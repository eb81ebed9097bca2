/**
 * Every repository path the docs name exists, and the README's table of folders names every
 * workspace. The reading and checking are docs-paths.ts (its constants are named below).
 *
 * Read: README.md and every docs/**\/*.md (decision records included), line by line. Checked:
 * - every word (in a code span, a fenced block or the text) that starts with one of TOP_FOLDERS
 *   and a slash (`shell/src/server/`, `node tools/deploy/server-code.js sign`) or is one of
 *   ROOT_FILES (`size-budget.json`); a trailing `:12` (a line) or `#part` is left out;
 * - every word that starts with `src/` or `tests/` (IN_WORKSPACE: `src/remote.ts`,
 *   `tests/shell/routes.spec.ts`): a path inside a workspace, which must exist in one at least;
 * - the target of every relative markdown link, from the linking file's folder;
 * - a section named in quotes right after a markdown file's path (`docs/ssr.md`, "The page cache";
 *   `docs/ssr.md` ("Forms that post")): a heading of that file holds the name.
 * Handled:
 * - `docs/decisions/0012` names the record whose file starts with `0012-`;
 * - `{a,b}` is expanded; from the first part holding `*`, `<…>`, `…` or `...` on, a path is a
 *   pattern, and the folder before that part must exist (`published/<remote>/`, `packages/*`);
 * - a path git ignores (.gitignore: `dist/`, `published/`, `api/data/`, `.server-keys/`,
 *   `test-results/`, …) is made by a build or a run, so it is not checked;
 * - TO_CREATE: files a recipe tells the reader to write; their folder must exist;
 * - a decision record may keep paths that no longer exist, marked historical
 *   (docs/decisions/README.md): a path followed by `(historical)` or `(historical; …)`, or every
 *   path on the record's line that starts with `Historical paths:`. Elsewhere the docs describe
 *   the code as it is, and the marker changes nothing.
 * The comments of every tracked script (codeComments: `//` and block comments) are read the same
 * way, so that a comment naming a moved file or a renamed section fails too.
 * A missing path (or section) fails the test with its file, line and path.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, WORKSPACES, codeComments, commentsOf, docs, missingIn, namedPaths } from './docs-paths';

describe('the paths the docs name', () => {
  const files = docs();

  it('all exist in the repository', () => {
    expect(files.map(({ file }) => file)).toContain('docs/decisions/README.md');
    // The reading itself works: the docs name many paths.
    expect(files.flatMap(({ file, text }) => namedPaths(file, text)).length).toBeGreaterThan(300);
    expect(missingIn(files)).toEqual([]);
  });

  it('named in code comments all exist too', () => {
    const comments = codeComments();
    expect(comments.flatMap(({ file, text }) => namedPaths(file, text)).length).toBeGreaterThan(300);
    expect(missingIn(comments)).toEqual([]);
  });

  it('are read from comments only, line for line, not from code or strings', () => {
    const source = [
      "const gone = 'ui/src/gone.ts'; // see docs/ssr.md",
      '/** One line: tools/git/commit-msg. */',
      '/*',
      " * A block: scripts/build-apps.mjs's job, then",
      ' */ const after = "shell/src/nowhere.ts";',
      '// shell/src/server/',
    ].join('\n');
    const text = commentsOf(source);
    expect(text.split('\n')).toHaveLength(6);
    expect(namedPaths('x.ts', text).map(({ line, path: named }) => `${line}:${named}`)).toEqual([
      '1:docs/ssr.md',
      '2:tools/git/commit-msg',
      '4:scripts/build-apps.mjs',
      '6:shell/src/server/',
    ]);
  });

  it('fail when missing, naming the file, the line and the path', () => {
    const text = [
      'The server is in `shell/src/server/` and `ui/src/gone.ts`.',
      'Run `node tools/nowhere.js sign <app folder>`; see [the deploy](../deploy.md#check),',
      '[a page](../nowhere.md) and decision docs/decisions/0999.',
      '```sh',
      'node scripts/missing.mjs --flag',
      '```',
      'Found: `src/remote.ts`, `@site/ui`, `published/<remote>/`, `shell/dist/main.js`,',
      '`packages/*/src`, `docs/decisions/0012`, `ui/src/{index,theme/theme}.ts`, `tests/shell/`.',
      'Not found: `src/nowhere.ts`, `ui/src/{index,nowhere}.ts`.',
      'Sections: `docs/ssr.md`, "The page cache"; docs/ssr.md ("Nowhere"); `docs/ssr.md`, "Limits".',
    ].join('\n');
    expect(missingIn([{ file: 'docs/tmp/example.md', text }])).toEqual([
      'docs/tmp/example.md:1: ui/src/gone.ts does not exist',
      'docs/tmp/example.md:2: tools/nowhere.js does not exist',
      'docs/tmp/example.md:3: docs/nowhere.md does not exist',
      'docs/tmp/example.md:3: docs/decisions/0999 does not exist',
      'docs/tmp/example.md:5: scripts/missing.mjs does not exist',
      'docs/tmp/example.md:9: src/nowhere.ts does not exist',
      'docs/tmp/example.md:9: ui/src/{index,nowhere}.ts does not exist',
      'docs/tmp/example.md:10: docs/ssr.md has no section "Nowhere"',
      'docs/tmp/example.md:10: docs/ssr.md has no section "Limits"',
    ]);
  });

  it('leave out the paths a decision record marks historical, and only there', () => {
    const text = [
      'Historical paths: `ui/src/page-meta.tsx`',
      'Page meta was in `ui/src/page-meta.tsx`, the frame in `ui/src/frame.tsx` (historical).',
      'The head in `ui/src/head.ts` (historical; 200 lines). Still checked: `ui/src/old.tsx`.',
    ].join('\n');
    expect(missingIn([{ file: 'docs/decisions/0099-x.md', text }])).toEqual([
      'docs/decisions/0099-x.md:3: ui/src/old.tsx does not exist',
    ]);
    expect(missingIn([{ file: 'docs/ssr.md', text }])).toHaveLength(5);
  });
});

describe("the README's table of folders", () => {
  it('has a row for every workspace', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `([^`\s]+)\/` \|/gm)].map(([, folder]) => folder);
    expect(WORKSPACES.filter((workspace) => !rows.includes(workspace))).toEqual([]);
  });
});
