// Prometheus's scrape configuration for one set of the site's processes, from the port plan
// (tools/apps.js): each rendering server's and API instance's metrics listener (its port + 2500)
// and the supervisor's (base+3509), all on loopback, with the alert rules beside it
// (deploy/prometheus/alerts.yml). deploy/start.mjs writes the one of its run into nginx's prefix;
// deploy/prometheus/prometheus.yml is the one of `npm run serve:fleet` on the default ports.
// `node deploy/lib/prometheus-conf.mjs` prints the one of PORT_BASE, SITE_INSTANCES and
// API_INSTANCES (--fleet: 3 and 2 by default, as serve:fleet), for Prometheus on the same host.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { metricsPort, nginxPorts, portBase, supervisorMetricsPort } = createRequire(import.meta.url)(
  '../../tools/apps.js',
);

/** The rules' file of the checkout, for a configuration written elsewhere (nginx's prefix). */
export const ALERT_RULES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'prometheus',
  'alerts.yml',
);

const job = (name, ports) =>
  [
    `  - job_name: ${name}`,
    '    static_configs:',
    `      - targets: [${ports.map((port) => `'127.0.0.1:${port}'`).join(', ')}]`,
  ].join('\n');

/**
 * The configuration (YAML) for the instances on `sitePorts` and `apiPorts` of the set on `base`;
 * `rules` is the alert rules' file as the configuration names it (relative to it, or absolute).
 */
export function prometheusConfig({ base, sitePorts, apiPorts, rules }) {
  return `${[
    '# Prometheus scrapes the site\'s processes on this host (docs/production.md, "Metrics and alerts"):',
    '# written by deploy/lib/prometheus-conf.mjs from the port plan, each metrics listener being its',
    "# process's port + 2500, on loopback only. For another set: node deploy/lib/prometheus-conf.mjs",
    'global:',
    '  scrape_interval: 15s',
    '  evaluation_interval: 15s',
    'rule_files:',
    `  - ${rules}`,
    'scrape_configs:',
    job('site', sitePorts.map(metricsPort)),
    job('api', apiPorts.map(metricsPort)),
    job('supervisor', [supervisorMetricsPort(base)]),
  ].join('\n')}\n`;
}

/** The configuration of the environment's set (PORT_BASE, SITE_INSTANCES, API_INSTANCES). */
export function prometheusConfigOf(env, { fleet = false, rules = 'alerts.yml' } = {}) {
  const count = (name, fleetCount) => (env[name] ? Number(env[name]) : fleet ? fleetCount : 1);
  const ports = nginxPorts(portBase(env), {
    siteInstances: count('SITE_INSTANCES', 3),
    apiInstances: count('API_INSTANCES', 2),
  });
  return prometheusConfig({ base: ports.nginx, sitePorts: ports.sites, apiPorts: ports.apis, rules });
}

/** Writes the configuration of deploy/start.mjs's set into its prefix; returns its path. */
export function writePrometheusConf({ settings, prefix }) {
  const file = path.join(prefix, 'prometheus.yml');
  const { base, sitePorts, apiPorts } = settings;
  writeFileSync(file, prometheusConfig({ base, sitePorts, apiPorts, rules: ALERT_RULES }));
  return file;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(prometheusConfigOf(process.env, { fleet: process.argv.includes('--fleet') }));
}
