// `allowScripts` in package.json (npm 11): which dependencies may run an install script. npm blocks
// the rest, and warns about every one the field does not name. The field must name exactly the
// packages of the lockfile that have one: the two native addons the API needs approved at their
// locked versions, the others denied. A pinned approval is checked by npm against the lockfile's
// download address (`resolved`), which this machine's npm omits unless the project's .npmrc keeps
// it (`omit-lockfile-registry-resolved=false`): so the approved entries must carry theirs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  link?: boolean;
  hasInstallScript?: boolean;
}

const allowScripts: Record<string, boolean> = read('package.json').allowScripts;
const lock: Record<string, LockEntry> = read('package-lock.json').packages;

/** Every installed package (name@version) whose install script npm would run or block. */
const withScripts = Object.entries(lock)
  .filter(([where, entry]) => where.includes('node_modules/') && entry.hasInstallScript && !entry.link)
  .map(([where, entry]) => ({
    name: entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length),
    entry,
  }));

/** The package name of an allowScripts key (`better-sqlite3@12.6.2`, `@swc/core`). */
const nameOf = (key: string) => key.replace(/(?<=.)@[^@/]*$/, '');

describe('install scripts (allowScripts)', () => {
  it('names every package of the lockfile that has an install script, and no other', () => {
    expect([...new Set(withScripts.map(({ name }) => name))].sort()).toEqual(
      Object.keys(allowScripts).map(nameOf).sort(),
    );
  });

  it('approves only the native addons the API needs, each pinned to its locked version', () => {
    const approved = Object.keys(allowScripts).filter((key) => allowScripts[key]);
    expect(approved.map(nameOf).sort()).toEqual(['argon2', 'better-sqlite3']);
    for (const key of approved) {
      const installed = withScripts.filter(({ name }) => name === nameOf(key));
      for (const { name, entry } of installed) {
        expect(key).toBe(`${name}@${entry.version}`);
        // What npm checks the pin against (a tarball's own package.json could claim any version).
        expect(entry.resolved).toBe(`https://registry.npmjs.org/${name}/-/${name}-${entry.version}.tgz`);
      }
    }
  });

  it('keeps the download addresses npm checks pins against', () => {
    expect(readFileSync(path.join(root, '.npmrc'), 'utf8')).toMatch(
      /^omit-lockfile-registry-resolved=false$/m,
    );
  });
});
