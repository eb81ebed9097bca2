// The check of what `npm test` needs of the machine, on machines made up for each test (files,
// programs, user): nothing here depends on this machine, and nothing is installed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PREREQUISITES, allPackages, check, main, type System } from './prerequisites';

const EVERYTHING = [
  '/usr/bin/chromium',
  '/usr/sbin/nginx',
  '/etc/nginx/mime.types',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/bin/java',
  '/usr/lib/postgresql/15/bin/initdb',
  '/usr/bin/openssl',
  '/usr/bin/promtool',
];

/** A machine with these files (all executable), Debian's apt-get unless `debian` is false. */
function machine({
  files = [] as string[],
  uid = 1000,
  debian = true,
  env = {} as Record<string, string>,
} = {}): System {
  const all = new Set([...files, ...(debian ? ['/usr/bin/apt-get'] : [])]);
  const under = (dir: string) => [...all].filter((file) => file.startsWith(`${dir}/`));
  return {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...env },
    uid,
    existsSync: (name) => all.has(name) || under(name).length > 0,
    readdirSync: (dir) => [...new Set(under(dir).map((file) => file.slice(dir.length + 1).split('/')[0]!))],
    isExecutable: (name) => all.has(name),
  };
}

/** main() on `system`: its exit code, what it printed, and the packages it installed. */
function run(argv: string[], system: System, installs: (packages: string[]) => string[] = () => []) {
  const printed: string[] = [];
  const installed: string[][] = [];
  const print = (text: string) => {
    printed.push(text);
  };
  const log = jest.spyOn(console, 'log').mockImplementation(print);
  const error = jest.spyOn(console, 'error').mockImplementation(print);
  try {
    const code = main(argv, system, (packages) => {
      installed.push(packages);
      for (const file of installs(packages)) addFile(system, file);
      return true;
    });
    return { code, output: printed.join('\n'), installed };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

/** What an install puts on a made-up machine. */
function addFile(system: System, file: string) {
  const { existsSync, isExecutable } = system;
  system.existsSync = (name) => name === file || file.startsWith(`${name}/`) || existsSync(name);
  system.isExecutable = (name) => name === file || isExecutable(name);
}

/** The README's apt-get lines (a line break inside one counts as a space). */
const readmeInstallLines = () =>
  readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8')
    .replace(/\s+/g, ' ')
    .match(/apt-get install -y [a-z0-9.+ -]*[a-z0-9]/g) ?? [];

describe('the prerequisites of npm test', () => {
  it('are all found on a Debian machine that has every package', () => {
    const result = check(machine({ files: EVERYTHING }));
    expect(result.missing).toEqual([]);
    expect(result.canInstall).toBe(false);
    expect(run([], machine({ files: EVERYTHING })).code).toBe(0);
  });

  it('on a fresh Debian machine, not as root: one sudo apt-get line naming every package, no install', () => {
    const { code, output, installed } = run(['--install'], machine());
    expect(code).toBe(1);
    expect(installed).toEqual([]);
    for (const { name } of PREREQUISITES) expect(output).toContain(`- ${name}, for `);
    expect(output).toContain(`Run:\n  sudo apt-get install -y ${allPackages().join(' ')}`);
  });

  it('as root on Debian with --install: one install of what is missing, then a second check', () => {
    const system = machine({ uid: 0, files: EVERYTHING.filter((file) => !file.includes('java')) });
    const { code, installed } = run(['--install'], system, () => ['/usr/bin/java']);
    expect(installed).toEqual([['default-jre-headless']]);
    expect(code).toBe(0);
  });

  it('as root, stops when the install left something missing, and without --install installs nothing', () => {
    const after = run(['--install'], machine({ uid: 0 }));
    expect(after.installed).toEqual([allPackages()]);
    expect(after.code).toBe(1);
    const checkOnly = run([], machine({ uid: 0 }));
    expect(checkOnly.installed).toEqual([]);
    expect(checkOnly.output).toContain(`Run:\n  apt-get install -y ${allPackages().join(' ')}`);
  });

  it('names only the packages of what is missing', () => {
    const system = machine({
      files: EVERYTHING.filter((file) => !/nginx|openssl/.test(file)),
    });
    expect(check(system).packages).toEqual(['nginx', 'libnginx-mod-http-brotli-static', 'openssl']);
    expect(run([], system).output).toContain('no /etc/nginx/mime.types');
  });

  it('honour the variables that point elsewhere, and blame them rather than a package', () => {
    const elsewhere = machine({
      files: [
        ...EVERYTHING.filter((file) => !/chromium|promtool/.test(file)),
        '/opt/chrome/chrome',
        '/opt/prometheus/promtool',
      ],
      env: { CHROMIUM_PATH: '/opt/chrome/chrome', PROMTOOL: '/opt/prometheus/promtool' },
    });
    expect(check(elsewhere).missing).toEqual([]);

    const nowhere = machine({
      uid: 0,
      files: EVERYTHING,
      env: { CHROMIUM_PATH: '/opt/none', PG_BIN: '/opt/pg' },
    });
    const result = check(nowhere);
    expect(result.missing.map(({ entry }) => entry.name)).toEqual(['Chromium', "PostgreSQL's binaries"]);
    expect(result.packages).toEqual([]);
    expect(result.canInstall).toBe(false);
    const { output, installed } = run(['--install'], nowhere);
    expect(installed).toEqual([]);
    expect(output).toContain('no /opt/none (set by CHROMIUM_PATH');
    expect(output).toContain('no /opt/pg/initdb (set by PG_BIN');
    expect(output).not.toContain('apt-get');
  });

  it("find java and openssl on PATH, and PostgreSQL's binaries under any version", () => {
    const files = [
      ...EVERYTHING.filter((file) => !/java|openssl|postgresql/.test(file)),
      '/opt/jdk/bin/java',
      '/usr/local/bin/openssl',
      '/usr/lib/postgresql/17/bin/initdb',
    ];
    expect(check(machine({ files, env: { PATH: '/usr/local/bin:/opt/jdk/bin' } })).missing).toEqual([]);
    expect(check(machine({ files, env: { PATH: '/usr/bin' } })).packages).toEqual([
      'default-jre-headless',
      'openssl',
    ]);
  });

  it('off Debian, even as root: no install, the Debian packages named', () => {
    const { code, output, installed } = run(['--install'], machine({ uid: 0, debian: false }));
    expect(code).toBe(1);
    expect(installed).toEqual([]);
    expect(output).toContain(`Debian's packages: ${allPackages().join(' ')}`);
  });

  it('refuses an unknown option', () => {
    expect(run(['--yes'], machine({ files: EVERYTHING })).code).toBe(2);
  });

  it("are the README's: its apt-get line installs every package of the list", () => {
    expect(readmeInstallLines()).toContain(`apt-get install -y ${allPackages().join(' ')}`);
  });
});
