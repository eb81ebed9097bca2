import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageNameOf, tarballUrl, withInstallScripts, type LockEntry } from './install-scripts';

const root = path.join(__dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const allowScripts: Record<string, boolean> = read('package.json').allowScripts;
const scripted = withInstallScripts(read('package-lock.json').packages as Record<string, LockEntry>);

describe('install scripts (allowScripts)', () => {
  it('names every package of the lockfile that has an install script, and no other', () => {
    expect([...new Set(scripted.map(({ name }) => name))].sort()).toEqual(
      Object.keys(allowScripts).map(packageNameOf).sort(),
    );
  });

  it('approves only the native addons the API needs, each pinned to its locked version', () => {
    const approved = Object.keys(allowScripts).filter((key) => allowScripts[key]);
    expect(approved.map(packageNameOf).sort()).toEqual(['argon2', 'better-sqlite3']);
    for (const key of approved)
      for (const { name, entry } of scripted.filter(({ name }) => name === packageNameOf(key))) {
        expect(key).toBe(`${name}@${entry.version}`);
        // What npm checks the pin against (a tarball's own package.json could claim any version).
        expect(entry.resolved).toBe(tarballUrl(name, entry.version ?? ''));
      }
  });

  it('keeps the download addresses npm checks pins against', () => {
    expect(readFileSync(path.join(root, '.npmrc'), 'utf8')).toMatch(
      /^omit-lockfile-registry-resolved=false$/m,
    );
  });

  it('reads package names from lockfile paths and keys', () => {
    expect(
      withInstallScripts({
        '': { name: 'site' },
        'node_modules/a': { hasInstallScript: true },
        'node_modules/x/node_modules/@s/b': { hasInstallScript: true },
        'node_modules/c': {},
        ui: { hasInstallScript: true, link: true },
      }).map(({ name }) => name),
    ).toEqual(['a', '@s/b']);
    expect(['a@1.2.3', '@s/b@2.0.0', '@s/b', 'a'].map(packageNameOf)).toEqual(['a', '@s/b', '@s/b', 'a']);
    expect(tarballUrl('@s/b', '2.0.0')).toBe('https://registry.npmjs.org/@s/b/-/b-2.0.0.tgz');
  });
});
