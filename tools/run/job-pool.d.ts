import type { ChildProcess, SpawnOptions } from 'node:child_process';

export interface Job {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
}

export interface JobResult {
  name: string;
  code: number;
  output: string;
  seconds: number;
}

export function runJobs(
  jobs: readonly Job[],
  options?: {
    concurrency?: number;
    report?: (result: JobResult) => void;
    spawnJob?: (command: string, args: string[], options: SpawnOptions) => ChildProcess;
  },
): Promise<string[]>;
