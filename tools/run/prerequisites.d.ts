/** What a check sees of the machine (the real one, or a test's). */
export interface System {
  env: Record<string, string | undefined>;
  /** The process's user id (undefined where there is none). */
  uid: number | undefined;
  existsSync(path: string): boolean;
  readdirSync(path: string): string[];
  /** An executable file there. */
  isExecutable(path: string): boolean;
}

/** Something missing: a path (or `name` on PATH), and the variable that chose it, when one did. */
export interface Lack {
  what: string;
  variable?: string;
}

export interface Prerequisite {
  name: string;
  /** What it is for: "<name>, for <purpose>". */
  purpose: string;
  /** Debian's package(s) that provide it. */
  packages: readonly string[];
  /** What is missing of it; empty when it is there. */
  lacks(system: System): Lack[];
}

export interface CheckResult {
  missing: { entry: Prerequisite; lacks: Lack[] }[];
  /** Debian's packages for what is missing from the default paths. */
  packages: string[];
  /** apt-get is on PATH. */
  debian: boolean;
  /** Root on Debian, with packages to install. */
  canInstall: boolean;
}

export const PREREQUISITES: readonly Prerequisite[];
export function allPackages(list?: readonly Prerequisite[]): string[];
export function which(system: System, name: string): string | undefined;
export function check(system: System, list?: readonly Prerequisite[]): CheckResult;
export function installCommand(packages: readonly string[], uid: number | undefined): string;
export function report(result: CheckResult, system: System): string;
export function main(
  argv?: readonly string[],
  system?: System,
  install?: (packages: string[]) => boolean,
): number;
