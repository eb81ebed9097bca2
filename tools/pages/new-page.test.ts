import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RemoteDeclaration } from '@site/federation/contract';
import { publish } from '@site/federation/routes';
import { remotes } from '../apps';
import { namesOf, newPage, withSitePath } from './new-page';

const exec = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const urdu = { ur: { title: 'کیریئر' } };

describe('namesOf', () => {
  it('gives a page its component, key and words from its name, and refuses other names', () => {
    expect(namesOf('open-day')).toEqual({
      name: 'open-day',
      pascal: 'OpenDay',
      camel: 'openDay',
      spaced: 'open day',
    });
    for (const bad of ['Careers', 'open_day', '-day', 'day-', '1st'])
      expect(() => namesOf(bad)).toThrow(/hyphens/);
  });
});

describe('withSitePath', () => {
  it('adds a linked page to @site/site’s paths once', () => {
    const site = readFileSync(path.join(root, 'packages/site/src/index.ts'), 'utf8');
    const linked = withSitePath(site, { camel: 'openDay', path: '/open-day' });
    expect(linked).toContain("\n  openDay: '/open-day',\n  landing: landingPaths,");
    expect(() => withSitePath(linked, { camel: 'openDay', path: '/open-day' })).toThrow(/exists/);
  });
});

describe('newPage in each remote', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'new-page-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it.each(remotes.map((remote) => [remote.name, remote.dir]))(
    '%s: declares the route with its words, or refuses a page it has',
    (app, appDir) => {
      const remote = path.join(dir, appDir);
      for (const file of ['src/remote.ts', 'src/messages/routes.ts']) {
        mkdirSync(path.dirname(path.join(remote, file)), { recursive: true });
        cpSync(path.join(root, appDir, file), path.join(remote, file));
      }
      expect(() => newPage({ dir: remote, app, name: 'open-day', words: {} })).toThrow(/Urdu title/);
      const written = newPage({ dir: remote, app, name: 'open-day', words: urdu });
      expect(written.changed).toEqual([`${appDir}/src/remote.ts`, `${appDir}/src/messages/routes.ts`]);
      expect(written.created).toContain(`${appDir}/src/messages/ur/open-day.ts`);
      expect(readFileSync(path.join(remote, 'src/remote.ts'), 'utf8')).toContain(
        "OpenDayPage: {\n      file: './src/routes/open-day-page.tsx',\n      routes: [{ path: '/open-day', ...routeWords.openDay }],",
      );
      expect(readFileSync(path.join(remote, 'src/messages/routes.ts'), 'utf8')).toMatch(
        /\n {2}openDay: \{\n {4}en: \{ title: 'Open day', label: 'the open day page' \},\n {4}ur: \{ title: 'کیریئر', label: 'کیریئر کا صفحہ' \},\n {2}\},\n\}\);/,
      );
      expect(() => newPage({ dir: remote, app, name: 'open-day', words: urdu })).toThrow(/exists/);
    },
  );
});

// The recipe, performed: the generator runs on a copy of content-mfe placed beside the real
// remotes (so its tsconfig, Jest preset and node_modules resolve as the real one's), and the copy
// must then type-check, pass its catalogue test (the new part's shape and names) and the page's
// own test (declared in both languages, rendered in each).
describe('a page added by the recipe', () => {
  const copy = mkdtempSync(path.join(root, '.new-page-test-'));
  const run = (bin: string, args: string[]) =>
    exec(process.execPath, [path.join(root, 'node_modules', bin), ...args], {
      cwd: copy,
      env: { ...process.env, FORCE_COLOR: '0' },
      maxBuffer: 16 * 1024 * 1024,
    });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('type-checks, is declared in both languages and renders in each', async () => {
    cpSync(path.join(root, 'content-mfe'), copy, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist)([\\/]|$)/.test(path.relative(root, source)),
    });
    const written = newPage({
      dir: copy,
      app: 'content',
      name: 'careers',
      words: { en: { title: 'Careers at CodeNest' }, ur: { title: 'CodeNest میں کیریئر' } },
    });
    expect(written.created).toHaveLength(5);
    // The title is written once, in the route's words; the page's heading reads it from there.
    const source = (file: string) => readFileSync(path.join(copy, file), 'utf8');
    expect(source('src/messages/routes.ts')).toContain("title: 'Careers at CodeNest'");
    expect(source('src/messages/en/careers.ts')).not.toContain('Careers at CodeNest');
    expect(source('src/messages/ur/careers.ts')).not.toContain('CodeNest میں کیریئر');
    const declaration = ((await import(path.join(copy, 'src/remote.ts'))) as { default: RemoteDeclaration })
      .default;
    expect(publish(declaration, 'b').routes).toContainEqual({
      path: '/careers',
      module: 'content/CareersPage',
      title: 'Careers at CodeNest',
      label: 'the careers page',
      index: true,
      locales: ['en', 'ur'],
      translations: { ur: { title: 'CodeNest میں کیریئر', label: 'CodeNest میں کیریئر کا صفحہ' } },
    });

    await run('typescript/bin/tsc', ['--noEmit', '-p', '.']);
    const { stderr } = await run('jest/bin/jest.js', [
      '--ci',
      '--runTestsByPath',
      'src/routes/careers-page.test.tsx',
      'src/messages/ur.test.tsx',
    ]);
    expect(stderr).toMatch(/Tests: +\d+ passed, \d+ total/);
    expect(stderr).toContain('careers-page.test.tsx');
  }, 240_000);
});
