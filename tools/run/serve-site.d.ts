import type { ChildProcess } from 'node:child_process';

export interface LaunchedSite {
  origin: string;
  process: ChildProcess;
  /** What the site's processes have printed so far (of the streams captured). */
  output(): string;
  /** Asks the whole site to stop (SIGTERM), waits until it has; its exit code. */
  stop(): Promise<number | string | null>;
}

export function launchSite(options: {
  portBase: number;
  env?: Record<string, string | undefined>;
  stdout?: 'ignore' | 'inherit' | 'capture';
  stderr?: 'ignore' | 'inherit' | 'capture';
  onOutput?: (chunk: Buffer) => void;
  timeoutMs?: number;
  killAfterMs?: number;
  cwd?: string;
}): Promise<LaunchedSite>;

/** The root of this checkout. */
export const repoRoot: string;
