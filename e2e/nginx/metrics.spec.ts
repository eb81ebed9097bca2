import { expect, test } from '../support/fixtures';
import { visit } from '../support/nginx';
import { e2ePortBase } from '../support/serve';
import type * as Apps from '../../tools/apps';
const { metricsPort, nginxPorts, supervisorMetricsPort } = require('../../tools/apps.js') as typeof Apps;

/**
 * Operators' metrics through the production setup (docs/production.md, "Metrics and alerts"): each
 * process's own loopback listener answers with its series; the public origin and nginx's internal
 * listener have no metrics path, however it is spelled. Plain HTTP requests, no browser.
 */
const ports = nginxPorts(e2ePortBase);
const SPELLINGS = [
  '/metrics',
  '/metrics/',
  '/Metrics',
  '/metrics?x=1',
  '/%6detrics',
  '/api/metrics',
  '/api/v1/metrics',
];
const scrape = async (port: number) => {
  const answer = await visit('127.0.0.1', port, '/metrics', {});
  expect(answer.status).toBe(200);
  return answer.body;
};

test.describe('the metrics', () => {
  test('the public origin and the internal listener answer 404 for any metrics path', async () => {
    for (const [port, spelling] of [ports.nginx, ports.internal].flatMap((port) =>
      SPELLINGS.map((spelling): [number, string] => [port, spelling]),
    )) {
      const answer = await visit('127.0.0.1', port, spelling, {});
      expect([port, spelling, answer.status]).toEqual([port, spelling, 404]);
      expect(answer.body).not.toContain('http_requests_total');
    }
    // `//metrics` reaches the rendering server as it was typed, which sends it on to `/metrics`
    // (a 404): never the metrics.
    const doubled = await visit('127.0.0.1', ports.nginx, '//metrics', {});
    expect(doubled.body).not.toContain('http_requests_total');
    expect([doubled.status, doubled.headers.location]).toEqual([301, '/metrics']);
  });

  test('each process serves its own on loopback: requests, queue and cache, outbox, restarts', async () => {
    // A page through nginx, so that the rendering server has counted one by its route.
    expect((await visit('127.0.0.1', ports.nginx, '/faq', {})).status).toBe(200);
    const site = await scrape(metricsPort(ports.sites[0]!));
    expect(site).toMatch(/^http_requests_total\{route="\/faq",method="GET",status="200"\} \d+$/m);
    for (const series of ['render_queue_active_renders', 'render_queue_shed_total', 'page_cache_hits_total'])
      expect(site).toContain(`# TYPE ${series} `);
    expect(site).toMatch(/^process_resident_memory_bytes \d+/m);

    const api = await scrape(metricsPort(ports.apis[0]!));
    expect(api).toMatch(/^lead_mail_outbox_mails\{state="pending"\} \d+$/m);
    expect(api).toMatch(/^lead_mail_outbox_oldest_age_seconds [\d.e+]+$/m);
    expect(api).toMatch(/^api_store_up 1$/m);
    expect(api).toMatch(/^data_folder_free_bytes\{folder="[^"]+"\} \d/m);

    const set = await scrape(supervisorMetricsPort(e2ePortBase));
    for (const service of ['api', 'nginx', 'site']) {
      expect(set).toContain(`supervisor_service_up{service="${service}"} 1\n`);
      expect(set).toMatch(
        new RegExp(`^supervisor_service_restarts_total\\{service="${service}"\\} \\d+$`, 'm'),
      );
    }
  });

  test('a request that came through a proxy is refused even on a metrics listener', async () => {
    const answer = await visit('127.0.0.1', metricsPort(ports.apis[0]!), '/metrics', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(answer.status).toBe(404);
  });
});
