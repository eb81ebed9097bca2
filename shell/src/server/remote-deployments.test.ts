/**
 * @jest-environment node
 */
// What the server reads from a remote's host is bounded in size and in time, whoever runs the host.
import http from 'node:http';
import type net from 'node:net';
import { MAX_JSON_BYTES, RefusedServerCode, RemoteDeployments } from './remote-deployments';

let host: http.Server;
let base: string;
const stalled: http.ServerResponse[] = [];

beforeAll(async () => {
  host = http.createServer((request, response) => {
    const [, folder] = (request.url ?? '').split('/');
    if (folder === 'huge') {
      // A body past the cap, streamed: never Content-Length, so only counting stops it.
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 32);
      for (let sent = 0; sent <= MAX_JSON_BYTES; sent += chunk.byteLength) response.write(chunk);
      response.end();
      return;
    }
    // Headers at once, then the body never comes.
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{');
    stalled.push(response);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(host.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of stalled) response.destroy();
  await new Promise((resolve) => host.close(resolve));
});

it(`refuses a manifest or a server-code.json past ${MAX_JSON_BYTES} bytes, read as it streams`, async () => {
  const reading = new RemoteDeployments(5_000).fetch('content', `${base}/huge/mf-manifest.json`, undefined);
  await expect(reading).rejects.toBeInstanceOf(RefusedServerCode);
  await expect(reading).rejects.toThrow(`is larger than ${MAX_JSON_BYTES} bytes`);
});

it('gives up on a host that sends its headers and then nothing, within the time budget', async () => {
  const started = performance.now();
  await expect(
    new RemoteDeployments(300).fetch('content', `${base}/stalled/mf-manifest.json`, undefined),
  ).rejects.toThrow();
  expect(performance.now() - started).toBeLessThan(2_000);
});
