// The repository paths the docs name, and which of them are missing. The rules (what is read,
// what is checked, what is left out) are in the header of docs-paths.test.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.join(__dirname, '..');
const TOP_FOLDERS = [
  ...['shell', 'marketing-mfe', 'academy-mfe', 'content-mfe', 'accounts-mfe', 'api', 'ui'],
  ...['packages', 'e2e', 'tools', 'scripts', 'deploy', 'docs', '.ci', '.changeset'],
];
const IN_WORKSPACE = ['src', 'tests'];
const ROOT_FILES = [
  ...['package.json', 'package-lock.json', 'size-budget.json', 'tsconfig.base.json'],
  ...['eslint.config.mjs', 'jest.config.js', '.prettierrc.json', '.prettierignore', '.gitignore'],
  ...['.npmrc', 'README.md'],
];
/** docs/deploy.md, "Adding a page touches one remote": the example page a reader writes. */
const TO_CREATE = ['content-mfe/src/routes/careers-page.tsx'];

const escaped = (names: string[]) => names.map((name) => name.replace(/\./g, '\\.')).join('|');
const REPO_PATH = new RegExp(
  `^(?:(?:${escaped([...TOP_FOLDERS, ...IN_WORKSPACE])})/\\S*|${escaped(ROOT_FILES)})$`,
);
export const WORKSPACES: string[] = JSON.parse(
  readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).workspaces;
const PATTERN_PART = /[*<>…]|\.\.\./;
const HISTORICAL = /^\s*\(historical\b/;

export interface Named {
  file: string;
  line: number;
  path: string;
  /** A section of a markdown file, named after it in quotes: `docs/ssr.md`, "The page cache". */
  section?: string;
}

/** .gitignore's patterns as a test of a repository path (the forms it uses: `dir/`, `a/b/`, `*.ext`). */
function ignoredByGit(): (repoPath: string) => boolean {
  const patterns = readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => line && !line.startsWith('#'));
  return (repoPath) => {
    const parts = repoPath.split('/').filter(Boolean);
    return patterns.some((pattern) => {
      if (pattern.includes('/')) return `${repoPath}/`.startsWith(`${pattern}/`);
      if (pattern.startsWith('*')) return parts.some((part) => part.endsWith(pattern.slice(1)));
      return parts.includes(pattern);
    });
  };
}
const ignored = ignoredByGit();

/** The section a text names right after a markdown file's path: `, "Limits"` or ` ("Limits"`. */
function sectionOf(repoPath: string, after: string): string | undefined {
  return repoPath.endsWith('.md') ? /^\)?,? \(?"([^"]+)"/.exec(after)?.[1] : undefined;
}

/** The paths a markdown text names, with their lines; `file` is its path from the repository root. */
export function namedPaths(file: string, text: string): Named[] {
  const isRecord = file.startsWith('docs/decisions/');
  const named: Named[] = [];
  const historical = new Set<string>();
  const add = (line: number, repoPath: string, after: string, listed: boolean) => {
    if (isRecord && (listed || HISTORICAL.test(after))) historical.add(repoPath);
    else named.push({ file, line, path: repoPath, section: sectionOf(repoPath, after) });
  };
  let fenced = false;
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1;
    if (/^\s*```/.test(lineText)) {
      fenced = !fenced;
      return;
    }
    const listed = !fenced && /^Historical paths:/.test(lineText);
    // Links first, from the linking file's folder; their targets are then blanked out.
    const words = lineText.replace(/\]\(([^)\s]+)\)/g, (link, target: string, at: number) => {
      const local = target.replace(/#.*$/, '');
      if (fenced || !local || /^[a-z]+:/i.test(local)) return link;
      const fromRoot = path.posix.normalize(path.posix.join(path.posix.dirname(file), local));
      add(line, fromRoot, lineText.slice(at + link.length), listed);
      return ' '.repeat(link.length);
    });
    for (const match of words.matchAll(/[^\s`|]+/g)) {
      const word = match[0]
        .replace(/^[("'[]+|[)"',;:.\]]+$/g, '')
        .replace(/['’]s$/, '')
        .replace(/(?::\d+|#.*)$/, '');
      const after = words.slice(match.index! + match[0].length).replace(/^`/, '');
      if (REPO_PATH.test(word)) add(line, word, after, listed);
    }
  });
  return named.filter((entry) => !historical.has(entry.path));
}

/** Whether a named path is in the repository (or is a pattern, generated, or to create: see above). */
function exists(repoPath: string): boolean {
  const braces = /\{([^{}]*)\}/.exec(repoPath);
  if (braces) return braces[1]!.split(',').every((choice) => exists(repoPath.replace(braces[0], choice)));
  if (ignored(repoPath)) return true;
  if (IN_WORKSPACE.some((folder) => repoPath.startsWith(`${folder}/`)))
    return WORKSPACES.some((workspace) => exists(`${workspace}/${repoPath}`));
  if (TO_CREATE.includes(repoPath)) return existsSync(path.join(ROOT, path.dirname(repoPath)));
  const parts = repoPath.split('/');
  const pattern = parts.findIndex((part) => PATTERN_PART.test(part));
  if (pattern >= 0) return existsSync(path.join(ROOT, ...parts.slice(0, pattern)));
  const record = /^docs\/decisions\/(\d{4})$/.exec(repoPath);
  if (record)
    return readdirSync(path.join(ROOT, 'docs/decisions')).some((name) => name.startsWith(`${record[1]}-`));
  return existsSync(path.join(ROOT, repoPath));
}

export interface Doc {
  /** From the repository root. */
  file: string;
  text: string;
}

function markdownFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

/** Whether a markdown file has a heading holding the section's name. */
function hasSection(repoPath: string, section: string): boolean {
  const text = readFileSync(path.join(ROOT, repoPath), 'utf8');
  return text.split('\n').some((line) => /^#{1,6} /.test(line) && line.includes(section));
}

/** `file:line: …` for each path the given docs name that is missing, or section a file lacks. */
export function missingIn(files: Doc[]): string[] {
  return files
    .flatMap(({ file, text }) => namedPaths(file, text))
    .flatMap(({ file, line, path: named, section }) => {
      if (!exists(named)) return [`${file}:${line}: ${named} does not exist`];
      if (section && existsSync(path.join(ROOT, named)) && !hasSection(named, section))
        return [`${file}:${line}: ${named} has no section "${section}"`];
      return [];
    });
}

/** README.md and every markdown file under docs/. */
export function docs(): Doc[] {
  return ['README.md', ...markdownFiles('docs')].map((file) => ({
    file,
    text: readFileSync(path.join(ROOT, file), 'utf8'),
  }));
}

/**
 * The comments of a source file, line for line (the rest of each line blanked): `//` comments, a
 * trailing ` // …`, and block comments whose lines start with `/*` or `*`, as this codebase writes
 * them. Code and strings are not read (a string may well name a path that does not exist).
 */
export function commentsOf(source: string): string {
  let inBlock = false;
  return source
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (inBlock) {
        inBlock = !trimmed.includes('*/');
        return trimmed.replace(/\*\/.*$/, '').replace(/^\*/, '');
      }
      if (trimmed.startsWith('//')) return trimmed.slice(2);
      if (trimmed.startsWith('/*')) {
        inBlock = !trimmed.includes('*/');
        return trimmed.replace(/^\/\*+/, '').replace(/\*\/.*$/, '');
      }
      return / \/\/ (.*)$/.exec(line)?.[1] ?? '';
    })
    .join('\n');
}

/** The comments of every script the repository tracks (TypeScript and JavaScript). */
export function codeComments(): Doc[] {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return files
    .split('\n')
    .filter(Boolean)
    .map((file) => ({ file, text: commentsOf(readFileSync(path.join(ROOT, file), 'utf8')) }));
}
