import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

export const repoRoot = path.resolve(__dirname, '../..');

/** The port base of this run's site (playwright.config.ts); other copies use offsets from it. */
export const e2ePortBase = Number(process.env.E2E_PORT_BASE ?? 5000);

export interface ServedSite {
  origin: string;
  process: ChildProcess;
  /** What the site's processes have printed so far (with `capture`). */
  output(): string;
  /** Asks the whole site to stop (SIGTERM) and waits until it has. */
  stop(): Promise<number | null>;
}

/**
 * Another copy of the production site, served by scripts/serve.mjs on its own ports (PORT_BASE,
 * API on PORT_BASE + 1000): for the tests that stop, starve or redeploy parts of it.
 */
export async function serveSite(
  portBase: number,
  env: Record<string, string> = {},
  { capture = false }: { capture?: boolean } = {},
): Promise<ServedSite> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'serve.mjs')], {
    env: {
      ...process.env,
      PORT_BASE: String(portBase),
      API_DB_PATH: path.join(os.tmpdir(), `site-e2e-${portBase}.db`),
      ...env,
    },
    stdio: ['ignore', capture ? 'pipe' : 'ignore', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://localhost:${portBase}`;
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.ok ?? false, {
        timeout: 60_000,
      })
      .toBe(true);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    origin,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}
