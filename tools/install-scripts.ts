// `allowScripts` in package.json (npm 11): which dependencies may run an install script. npm blocks
// the rest, and warns about every one the field does not name. Checked by install-scripts.test.ts:
// the field names exactly the packages of the lockfile that have one, the two native addons the
// API needs approved at their locked versions, the others denied. npm checks a pinned approval
// against the lockfile's download address (`resolved`), which this machine's npm omits unless the
// project's .npmrc keeps it (`omit-lockfile-registry-resolved=false`).
export interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  link?: boolean;
  hasInstallScript?: boolean;
}

/** The lockfile's installed packages that have an install script, by package name. */
export function withInstallScripts(
  packages: Record<string, LockEntry>,
): { name: string; entry: LockEntry }[] {
  const marker = 'node_modules/';
  return Object.entries(packages)
    .filter(([where, entry]) => where.includes(marker) && entry.hasInstallScript && !entry.link)
    .map(([where, entry]) => ({
      name: entry.name ?? where.slice(where.lastIndexOf(marker) + marker.length),
      entry,
    }));
}

/** The package name of an allowScripts key (`better-sqlite3@12.6.2`, `@swc/core`). */
export const packageNameOf = (key: string) => key.replace(/(?<=.)@[^@/]*$/, '');

/** The registry's address of a package's tarball, as npm writes it in the lockfile. */
export const tarballUrl = (name: string, version: string) =>
  `https://registry.npmjs.org/${name}/-/${name.replace(/^@[^/]+\//, '')}-${version}.tgz`;
