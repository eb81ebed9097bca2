// deploy/start.mjs started by a spec on ports of its own, and requests from visitors of their
// own (loopback addresses), for the nginx suite's specs (nginx/).
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { expect } from './fixtures';

const root = path.resolve(__dirname, '../..');

/**
 * deploy/start.mjs on its own ports (another nginx), stopped by the returned function; ready once
 * `readyPath` answers (the whole set printed its lines: `output()`).
 */
export async function startNginx(
  portBase: number,
  env: Record<string, string>,
  { readyPath = '/site-config.json', timeout = 15_000, args = [] as string[] } = {},
) {
  const server = spawn(process.execPath, [path.join(root, 'deploy/start.mjs'), ...args], {
    env: { ...process.env, PORT_BASE: String(portBase), NGINX_ACCESS_LOG: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => (printed += chunk.toString());
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const origin = `http://localhost:${portBase}`;
  await expect
    .poll(async () => (await fetch(`${origin}${readyPath}`).catch(() => null))?.ok ?? false, { timeout })
    .toBe(true);
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  return Object.assign(stop, { output: () => printed });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request from the visitor at `address` (any of 127.0.0.0/8 is this machine: nginx sees each as
 * a client address of its own, none of them a trusted proxy), to `port` on 127.0.0.1.
 */
export function visit(
  address: string,
  port: number,
  urlPath: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method,
        localAddress: address,
        agent: false,
        headers: {
          host: `localhost:${port}`,
          ...(body !== undefined && { 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
