/** Where a command writes: its output and its errors, a line a call (a test gives its own). */
export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** The process's standard output and error. */
export const processIo: Io = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

/**
 * Runs a command as the process's main: the exit code it resolves with, or 1 and the message of
 * what it threw (a message for the operator, never a stack).
 */
export function runMain(command: () => Promise<number>): void {
  command().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
