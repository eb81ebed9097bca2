// deploy/start.mjs started by a spec on ports of its own, and requests from visitors of their
// own (loopback addresses), for the nginx suite's specs (nginx/).
import { spawn } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { expect } from './fixtures';

const root = path.resolve(__dirname, '../..');

/**
 * deploy/start.mjs on its own ports (another nginx), stopped by the returned function; ready once
 * the set has printed its lines (`output()`: every service answered on its own port) and then
 * `readyPath` answers through nginx.
 */
export async function startNginx(
  portBase: number,
  env: Record<string, string>,
  {
    readyPath = '/site-config.json',
    timeout = 15_000,
    args = [] as string[],
    ca,
  }: { readyPath?: string; timeout?: number; args?: string[]; ca?: string } = {},
) {
  const server = spawn(process.execPath, [path.join(root, 'deploy/start.mjs'), ...args], {
    env: { ...process.env, PORT_BASE: String(portBase), NGINX_ACCESS_LOG: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => (printed += chunk.toString());
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const ready = () =>
    visit('127.0.0.1', portBase, readyPath, { ca }).then(
      (answer) => answer.status === 200,
      () => false,
    );
  // Not through nginx before every instance answers: each request nginx passes to an instance still
  // starting counts as that instance's failure (max_fails), in that nginx worker alone, which would
  // then keep it out for 5 s after it is up (a test losing the other instance got nginx's fallback).
  await expect
    .poll(() => /^site {6}\S+ \(nginx/m.test(printed) || server.exitCode !== null, { timeout })
    .toBe(true);
  await expect.poll(ready, { timeout }).toBe(true);
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
 * a client address of its own, none of them a trusted proxy), to `port` on 127.0.0.1; over TLS
 * when `ca` (the certificate to trust, PEM) is given.
 */
export function visit(
  address: string,
  port: number,
  urlPath: string,
  {
    method = 'GET',
    headers = {},
    body,
    ca,
  }: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string; ca?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = (ca ? https : http).request(
      {
        ...(ca && { ca, servername: 'localhost' }),
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
