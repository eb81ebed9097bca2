// Where a fact of the staff area is written outside its owner, @site/staff (packages/staff): the
// scanner of staff-facts.test.ts. A fact written twice drifts (the password minimum was in the
// set-up page and in the API); every other package imports it from the contract.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** A fact and what a copy of it looks like in code: specific enough to leave other numbers be. */
export interface StaffFact {
  /** How the report names it, with the contract's name for it. */
  fact: string;
  pattern: RegExp;
  /** Where it is written, besides @site/staff (a fact the contract takes from another package). */
  owner?: string;
}

export const STAFF_FACTS: readonly StaffFact[] = [
  {
    fact: 'the password minimum, 12 (PASSWORD_MIN_LENGTH)',
    // minLength={12}, PASSWORD_MIN_LENGTH = 12, length < 12, "at least 12 characters".
    pattern:
      /min\w*length\w*["']?\s*[:=]\s*\{?\s*12\b|\blength\s*(?:<|>=)\s*12\b|\bat least 12 characters\b/i,
  },
  {
    fact: 'the TOTP digits, 6 (TOTP_DIGITS)',
    // /^\d{6}$/, [0-9]{6}, TOTP_DIGITS = 6, digits=6 (an otpauth URI), "6 digits", "6-digit", "six digits".
    pattern: /\\d\{6\}|\[0-9\]\{6\}|digits\w*\s*[:=]\s*6\b|\b(?:6|six)[ -]digits?\b/i,
  },
  {
    fact: 'the TOTP period, 30 s (TOTP_PERIOD_SECONDS)',
    pattern: /period\w*\s*[:=]\s*30\b|\bevery 30 seconds\b/i,
  },
  {
    fact: 'the admin path (paths.admin of @site/site; staffPages of @site/staff)',
    pattern: /['"`]\/admin-jeansrecycle(?=[/'"`?#$])/,
    owner: 'packages/site/src/index.ts',
  },
  {
    fact: 'a status word (statusLabels of @site/staff)',
    // The words only lead statuses use; New, Won, Lost and Enrolled are words of other things too.
    pattern: /['"`](?:Contacted|Qualified)['"`]/,
  },
  {
    fact: 'a source word (sourceLabels of @site/staff)',
    pattern: /['"`](?:Campaign (?:source|medium|term|content)|Click id(?: kind)?|Referring site)['"`]/,
  },
];

/** A fact found: `file:line`, the fact, and the line as written. */
export interface Found {
  file: string;
  line: number;
  fact: string;
  text: string;
}

/** A line that is a comment (`//`, a block comment's line): what it says is not a copy of a fact. */
const COMMENT = /^\s*(?:\/\/|\/\*|\*)/;

/**
 * The facts written in a file's text (`file`, its path from the repository's root, names them),
 * but those the file owns.
 */
export function factsIn(file: string, text: string): Found[] {
  const copied = STAFF_FACTS.filter(({ owner }) => owner !== file);
  return text.split('\n').flatMap((lineText, index) =>
    COMMENT.test(lineText)
      ? []
      : copied
          .filter(({ pattern }) => pattern.test(lineText))
          .map(({ fact }) => ({
            file,
            line: index + 1,
            fact,
            text: lineText.trim(),
          })),
  );
}

/** The workspace that owns the facts; its files are where they are written. */
export const OWNER = 'packages/staff';
/**
 * Workspaces whose every file is a test: e2e's specs and their support (a stand-in of the staff
 * API among them) check the pages against the facts, and may spell them out.
 */
const ALL_TESTS = ['e2e'];
const SOURCE = /\.(?:[cm]?js|tsx?)$/;
/** A test, a test's helper (`src/testing/`), a fixture: not source. */
const TEST = /\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|\/)(?:testing|__fixtures__|fixtures)\//;
/** Folders of builds and installs. */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'published', 'coverage', 'test-results']);

function filesUnder(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(root, relative);
    return SOURCE.test(entry.name) && !TEST.test(relative) ? [relative] : [];
  });
}

/** The source files (not tests, not docs) of every workspace but the owner, from `root`. */
export function sourceFiles(root: string, workspaces: readonly string[]): string[] {
  return workspaces
    .filter((workspace) => workspace !== OWNER && !ALL_TESTS.includes(workspace))
    .flatMap((workspace) => filesUnder(root, workspace));
}

/** Every fact written outside its owner, as `file:line: fact — text` lines. */
export function factsOutsideOwner(root: string, workspaces: readonly string[]): string[] {
  return sourceFiles(root, workspaces)
    .flatMap((file) => factsIn(file, readFileSync(path.join(root, file), 'utf8')))
    .map(({ file, line, fact, text }) => `${file}:${line}: ${fact} — ${text}`);
}
