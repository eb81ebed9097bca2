import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './serve';

/**
 * The workspace packages (`@site/*`, from the root package.json's workspaces), linked from the
 * copy's node_modules so that the copy's sources are used.
 */
const sitePackages = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces.flatMap((dir) => {
  const { name } = JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as {
    name: string;
  };
  return name.startsWith('@site/') ? [[name.slice('@site/'.length), dir] as const] : [];
});

export interface Workspace {
  root: string;
  path(...parts: string[]): string;
  read(file: string): string;
  write(file: string, text: string): void;
  remove(): void;
}

/**
 * A copy of parts of this checkout (e.g. `ui`, `packages`, `content-mfe`) in a temporary folder, for
 * a test that changes, builds or runs them: its node_modules links this checkout's packages, but
 * `@site/*` from the copy. The checkout itself is never touched. `node_modules` folders are not copied.
 */
export function copyWorkspace(parts: readonly string[]): Workspace {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-workspace-'));
  const inside = (...p: string[]) => path.join(root, ...p);
  for (const part of ['package.json', 'tsconfig.base.json', 'tools', ...parts])
    cpSync(path.join(repoRoot, part), inside(part), {
      recursive: true,
      filter: (source) => !source.split(path.sep).includes('node_modules'),
    });
  const modules = inside('node_modules');
  mkdirSync(path.join(modules, '@site'), { recursive: true });
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry === '@site' || entry.startsWith('.')) continue;
    symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
  }
  for (const [name, dir] of sitePackages) symlinkSync(inside(dir), path.join(modules, '@site', name));
  return {
    root,
    path: inside,
    read: (file) => readFileSync(inside(file), 'utf8'),
    write: (file, text) => writeFileSync(inside(file), text),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
