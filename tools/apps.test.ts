import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  NGINX_MAX_INSTANCES,
  PORT_BASES,
  apps,
  devProcesses,
  localOrigin,
  metricsPort,
  nginxPorts,
  portBase,
  portPlan,
  supervisorMetricsPort,
} from './apps';

const everyPort = (plan: ReturnType<typeof portPlan>) => [...Object.values(plan.apps), plan.api];

/** The README's table of ports: part → [npm start's port, npm run dev's port]. */
function readmePorts(): Map<string, [number, number]> {
  const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
  // The section, up to the next heading.
  const section = readme.split('\n### Ports\n')[1]?.split(/\n#{1,3} /)[0];
  if (!section) throw new Error('README.md has no "### Ports" section');
  const rows = section
    .split('\n')
    .filter((line) => /^\| .* \| \d+ \| \d+ \|$/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return new Map(rows.map(([, part, serve, dev]) => [part!, [Number(serve), Number(dev)]]));
}

describe('the port plan', () => {
  it('is what the README says, for npm start and npm run dev', () => {
    const serve = portPlan('serve', 3000);
    const dev = portPlan('dev', 3000);
    const expected = new Map<string, [number, number]>([
      ...apps.map(({ name }): [string, [number, number]] => [
        name === 'shell' ? 'the site (shell)' : name,
        [serve.apps[name]!, dev.apps[name]!],
      ]),
      ['the API', [serve.api, dev.api]],
    ]);
    expect(readmePorts()).toEqual(expected);
  });

  it.each([3000, 8000, 8300])(
    'lets npm start and npm run dev run side by side, the API included (base %i)',
    (base) => {
      const serve = everyPort(portPlan('serve', base));
      const dev = everyPort(portPlan('dev', base));
      expect(new Set([...serve, ...dev]).size).toBe(serve.length + dev.length);
    },
  );

  it('moves every port of both with PORT_BASE', () => {
    const base = portBase({ PORT_BASE: '8300' });
    expect(base).toBe(8300);
    expect(everyPort(portPlan('serve', base))).toEqual(
      everyPort(portPlan('serve', 3000)).map((port) => port + 5300),
    );
    expect(everyPort(portPlan('dev', base))).toEqual(
      everyPort(portPlan('dev', 3000)).map((port) => port + 5300),
    );
    expect(portBase({})).toBe(3000);
  });

  it('refuses a PORT_BASE that is not a usable port', () => {
    expect(() => portBase({ PORT_BASE: 'abc' })).toThrow(/PORT_BASE/);
    expect(() => portBase({ PORT_BASE: '65000' })).toThrow(/PORT_BASE/);
  });
});

describe('the nginx setup’s ports', () => {
  it('keeps the ports of one rendering server and one API for the first instance of each', () => {
    expect(nginxPorts(3000)).toEqual({ nginx: 3000, sites: [3001], apis: [4000], internal: 4009 });
    expect(nginxPorts(3000, { siteInstances: 3, apiInstances: 2 })).toEqual({
      nginx: 3000,
      sites: [3001, 3002, 3003],
      apis: [4000, 4001],
      internal: 4009,
    });
  });

  it('never collides with itself or with a run whose base is 10 away, at the most instances', () => {
    const most = { siteInstances: NGINX_MAX_INSTANCES, apiInstances: NGINX_MAX_INSTANCES };
    const every = (base: number) => {
      const ports = nginxPorts(base, most);
      return [ports.nginx, ...ports.sites, ...ports.apis, ports.internal];
    };
    const ports = [...every(5600), ...every(5610), ...every(5650), ...every(5660)];
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('refuses instance counts it has no ports for', () => {
    expect(() => nginxPorts(3000, { siteInstances: 0 })).toThrow(/SITE_INSTANCES/);
    expect(() => nginxPorts(3000, { apiInstances: NGINX_MAX_INSTANCES + 1 })).toThrow(/API_INSTANCES/);
    expect(() => nginxPorts(3000, { apiInstances: 1.5 })).toThrow(/API_INSTANCES/);
  });
});

describe('the metrics listeners’ ports', () => {
  const most = { siteInstances: NGINX_MAX_INSTANCES, apiInstances: NGINX_MAX_INSTANCES };
  /** Every base a kind of run starts from by default, and the nine after it (extra sites, several benches). */
  const defaultBases = [
    ...new Set(
      Object.values(PORT_BASES).flatMap(({ base }) => Array.from({ length: 10 }, (_, i) => base + 10 * i)),
    ),
  ];
  /** The ports a run listens on for its services: both plans, and nginx's at the most instances. */
  const servicePorts = (base: number) => {
    const nginx = nginxPorts(base, most);
    return [
      ...everyPort(portPlan('serve', base)),
      ...everyPort(portPlan('dev', base)),
      nginx.nginx,
      ...nginx.sites,
      ...nginx.apis,
      nginx.internal,
    ];
  };
  /** Its metrics listeners: every rendering server's and API's, and the supervisor's. */
  const metricsPorts = (base: number) => {
    const nginx = nginxPorts(base, most);
    const serve = portPlan('serve', base);
    return [
      ...new Set([
        ...[serve.apps.shell, serve.api, ...nginx.sites, ...nginx.apis].map(metricsPort),
        supervisorMetricsPort(base),
      ]),
    ];
  };

  it('are each process’s own port plus 2500, the supervisor’s base+3509', () => {
    expect(metricsPort(3001)).toBe(5501);
    expect(metricsPort(4000)).toBe(6500);
    expect(supervisorMetricsPort(3000)).toBe(6509);
  });

  it('never collide with a service’s port or with each other, for every default base', () => {
    const services = new Set(defaultBases.flatMap(servicePorts));
    const metrics = defaultBases.flatMap(metricsPorts);
    expect(metrics.filter((port) => services.has(port))).toEqual([]);
    expect(new Set(metrics).size).toBe(metrics.length);
  });

  it('fit below 65536 for the highest base PORT_BASE accepts', () => {
    expect(() => portBase({ PORT_BASE: '62027' })).toThrow(
      /PORT_BASE must be a whole number from 1024 to 62026/,
    );
    expect(supervisorMetricsPort(portBase({ PORT_BASE: '62026' }))).toBe(65535);
  });
});

describe('a local site’s origin', () => {
  it('is on the port base, where npm start puts the site and npm run serve:nginx puts nginx', () => {
    expect(localOrigin()).toBe('http://localhost:3000');
    expect(localOrigin(portPlan('serve', 8300).apps.shell)).toBe('http://localhost:8300');
    expect(localOrigin(nginxPorts(8300).nginx, { https: true })).toBe('https://localhost:8300');
  });
});

describe('npm run dev', () => {
  it('starts every app’s dev server, then the API’s, each with its name and colour', () => {
    expect(devProcesses()).toEqual([
      { name: 'shell', command: 'npm run dev -w shell', prefixColor: 'blue' },
      { name: 'marketing', command: 'npm run dev -w marketing-mfe', prefixColor: 'magenta' },
      { name: 'academy', command: 'npm run dev -w academy-mfe', prefixColor: 'green' },
      { name: 'content', command: 'npm run dev -w content-mfe', prefixColor: 'yellow' },
      { name: 'accounts', command: 'npm run dev -w accounts-mfe', prefixColor: 'cyan' },
      { name: 'api', command: 'npm run dev -w api', prefixColor: 'gray' },
    ]);
  });

  it('has a dev script in each app it starts', () => {
    for (const { command } of devProcesses()) {
      const dir = command.replace('npm run dev -w ', '');
      const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', dir, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      };
      expect([dir, manifest.scripts.dev]).toEqual([dir, expect.any(String)]);
    }
  });
});

describe('the size budget', () => {
  const budgets = JSON.parse(readFileSync(path.join(__dirname, '..', 'size-budget.json'), 'utf8')) as Record<
    string,
    { brotliBytes: number; page?: string }
  >;

  it('has an entry for each app and no other, so that npm run size measures every app', () => {
    expect(Object.keys(budgets).sort()).toEqual(apps.map((app) => app.name).sort());
    for (const { brotliBytes } of Object.values(budgets)) expect(brotliBytes).toBeGreaterThan(0);
  });

  it('measures each remote on a page it declares, the shell on its bootstrap', () => {
    for (const app of apps) {
      const { page } = budgets[app.name]!;
      if (app.name === 'shell') {
        expect(page).toBeUndefined();
        continue;
      }
      const declaration = readFileSync(path.join(__dirname, '..', app.dir, 'src', 'remote.ts'), 'utf8');
      expect([app.name, declaration.includes(`\n    ${page}: {`)]).toEqual([app.name, true]);
    }
  });
});
