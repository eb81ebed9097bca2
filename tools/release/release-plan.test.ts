import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chainedSingletons, releasePlan, singletonPackages } from './release-plan';

// The repository's release rules, on a copy of its package manifests and changesets config:
// what `npm run version-packages` would bump for a given changeset.
const repoRoot = path.resolve(__dirname, '..', '..');
const workspaces = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;
let copy: string;

beforeEach(() => {
  copy = mkdtempSync(path.join(os.tmpdir(), 'site-release-'));
  for (const file of [
    'package.json',
    '.changeset/config.json',
    ...workspaces.map((dir) => `${dir}/package.json`),
  ])
    cpSync(path.join(repoRoot, file), path.join(copy, file));
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

function changeset(bumps: Record<string, string>) {
  const lines = Object.entries(bumps).map(([name, type]) => `"${name}": ${type}`);
  writeFileSync(path.join(copy, '.changeset', 'a-change.md'), `---\n${lines.join('\n')}\n---\n\nA change.\n`);
}

const bumped = async () =>
  Object.fromEntries((await releasePlan(copy)).map((release) => [release.name, release.newVersion]));

describe('the release plan', () => {
  it('bumps only ui for a ui major release, and no singleton', async () => {
    changeset({ '@site/ui': 'major' });
    const ui = JSON.parse(readFileSync(path.join(copy, 'ui/package.json'), 'utf8')) as { version: string };
    expect(await bumped()).toEqual({ '@site/ui': `${Number(ui.version.split('.')[0]) + 1}.0.0` });
  });

  it('bumps ui and the app that opts in to the new range, nothing else', async () => {
    changeset({ '@site/ui': 'major', 'content-mfe': 'patch' });
    expect(Object.keys(await bumped()).sort()).toEqual(['@site/ui', 'content-mfe']);
  });

  it('releases the federation singleton when a changeset names it', async () => {
    changeset({ '@site/federation': 'patch' });
    const releases = await releasePlan(copy);
    expect(releases.map((release) => release.name)).toEqual(['@site/federation']);
    expect(chainedSingletons(releases, singletonPackages(repoRoot))).toEqual([]);
  });

  it('finds a singleton that a dependency’s release would bump without a change of its own', async () => {
    const file = path.join(copy, 'packages/federation/package.json');
    const ui = JSON.parse(readFileSync(path.join(copy, 'ui/package.json'), 'utf8')) as { version: string };
    const caret = `^${ui.version.split('.')[0]}.0.0`;
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"@site\/ui": "[^"]*"/, `"@site/ui": "${caret}"`));
    changeset({ '@site/ui': 'major' });
    const chained = chainedSingletons(await releasePlan(copy), singletonPackages(repoRoot));
    expect(chained.map((release) => release.name)).toEqual(['@site/federation']);
  });
});
