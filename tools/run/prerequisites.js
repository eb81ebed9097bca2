// What `npm test` needs of the machine besides Node, in one list: each part, what it is for, how
// it is found (honouring the variables that point elsewhere) and Debian's package(s) for it.
// `node tools/run/prerequisites.js [--install]` checks them all; `npm test`, `npm run test:e2e`
// and `.ci/run` run it with --install first. With --install, as root on Debian it installs what is
// missing (one apt-get); otherwise it stops at once, naming what is missing and the one command
// to run. The README's apt-get line is this list's packages (prerequisites.test.ts keeps it so).
// Plain Node, no dependencies: `.ci/run` runs it before `npm ci`. A part that a new test needs is
// one more entry here, and its package on the README's line (the test names the line).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { chromiumPath } = require('./chromium.js');
const { nginxPaths } = require('./nginx.js');
const { postgresBin } = require('./postgres.js');
const { promtoolPath } = require('./promtool.js');

/** Nothing when `there`, else `name` lacking, with the variable that chose it when one did. */
const lack = (there, system, name, variable) =>
  there ? [] : [{ what: name, variable: system.env[variable] ? variable : undefined }];
/** A program at a path, or a file. */
const program = (system, name, variable) => lack(system.isExecutable(name), system, name, variable);
const file = (system, name, variable) => lack(system.existsSync(name), system, name, variable);
/** A program on PATH. */
const command = (system, name) => (which(system, name) ? [] : [{ what: `\`${name}\` on PATH` }]);

const PREREQUISITES = [
  {
    name: 'Chromium',
    purpose: "the browser tests (e2e/, Playwright on Debian's Chromium; none is downloaded)",
    packages: ['chromium'],
    lacks: (system) => program(system, chromiumPath(system.env), 'CHROMIUM_PATH'),
  },
  {
    name: 'nginx',
    purpose: 'the production-setup tests (e2e/nginx/, deploy/start.mjs)',
    packages: ['nginx'],
    lacks: (system) => [
      ...program(system, nginxPaths(system.env).binary, 'NGINX'),
      ...file(system, nginxPaths(system.env).mimeTypes, 'NGINX_MIME_TYPES'),
    ],
  },
  {
    name: "nginx's brotli_static module",
    purpose: 'the precompressed files nginx serves in the production-setup tests',
    packages: ['libnginx-mod-http-brotli-static'],
    lacks: (system) => file(system, nginxPaths(system.env).brotliModule, 'NGINX_BROTLI_MODULE'),
  },
  {
    name: 'Java',
    purpose: "the Nu HTML Checker (npm's vnu-jar) over every page (e2e/tests/shell/valid-html.spec.ts)",
    packages: ['default-jre-headless'],
    lacks: (system) => command(system, 'java'),
  },
  {
    name: "PostgreSQL's binaries",
    purpose:
      "the API's PostgreSQL tests and the fleet test, on clusters of their own (tools/run/postgres.js)",
    packages: ['postgresql'],
    lacks: (system) =>
      postgresBin(system.env, system)
        ? []
        : system.env.PG_BIN
          ? [{ what: path.join(system.env.PG_BIN, 'initdb'), variable: 'PG_BIN' }]
          : [{ what: '/usr/lib/postgresql/<version>/bin/initdb' }],
  },
  {
    name: 'openssl',
    purpose: 'the throw-away certificate of the TLS tests (e2e/nginx/nginx.spec.ts)',
    packages: ['openssl'],
    lacks: (system) => command(system, 'openssl'),
  },
  {
    name: "Prometheus's promtool",
    purpose: 'the check of the shipped Prometheus configuration and alert rules (tools/run/promtool.test.ts)',
    packages: ['prometheus'],
    lacks: (system) => program(system, promtoolPath(system.env), 'PROMTOOL'),
  },
];

/** Every package of the list, in its order: the README's apt-get line. */
function allPackages(list = PREREQUISITES) {
  return [...new Set(list.flatMap((entry) => entry.packages))];
}

/** A program's path on the system's PATH, or undefined. */
function which(system, name) {
  return (system.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find((candidate) => system.isExecutable(candidate));
}

/** This machine, as the checks see it. */
function thisSystem() {
  return {
    env: process.env,
    uid: process.getuid?.(),
    existsSync: fs.existsSync,
    readdirSync: fs.readdirSync,
    isExecutable(name) {
      try {
        fs.accessSync(name, fs.constants.X_OK);
        return fs.statSync(name).isFile();
      } catch {
        return false;
      }
    },
  };
}

/**
 * What is missing and what to do: `packages` to install (for what is missing from Debian's paths;
 * a variable pointing nowhere is fixed by the variable, not by a package), and whether this
 * process may install them itself (root, apt-get present).
 */
function check(system, list = PREREQUISITES) {
  const missing = list
    .map((entry) => ({ entry, lacks: entry.lacks(system) }))
    .filter(({ lacks }) => lacks.length > 0);
  const packages = allPackages(
    missing.filter(({ lacks }) => lacks.some(({ variable }) => !variable)).map(({ entry }) => entry),
  );
  const debian = Boolean(which(system, 'apt-get'));
  return { missing, packages, debian, canInstall: debian && system.uid === 0 && packages.length > 0 };
}

/** The one command that installs `packages`. */
function installCommand(packages, uid) {
  return `${uid === 0 ? '' : 'sudo '}apt-get install -y ${packages.join(' ')}`;
}

/** What a stop prints: each missing part, what it is for, then the one thing to do. */
function report({ missing, packages, debian }, system) {
  const lines = ['These tests need what this machine lacks:'];
  for (const { entry, lacks } of missing) {
    lines.push(`- ${entry.name}, for ${entry.purpose}:`);
    for (const { what, variable } of lacks)
      lines.push(
        variable ? `    no ${what} (set by ${variable}: fix it, or unset it for Debian's)` : `    no ${what}`,
      );
  }
  if (packages.length > 0) {
    const run = installCommand(packages, system.uid);
    lines.push(
      debian
        ? `Run:\n  ${run}`
        : `Install them (Debian's packages: ${packages.join(' ')}); on Debian:\n  ${run}`,
    );
  }
  return lines.join('\n');
}

/**
 * apt-get update, then one apt-get install of `packages` (--no-upgrade: a package already there
 * stays as it is); true when both succeeded.
 */
function aptInstall(packages) {
  const apt = (args) =>
    spawnSync('apt-get', ['-qq', ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  return apt(['update']) && apt(['install', '-y', '--no-upgrade', ...packages]);
}

/**
 * The command: 0 when everything is there (installed now or before), else 1 after a report.
 * `system` and `install` are for tests.
 */
function main(argv = process.argv.slice(2), system = thisSystem(), install = aptInstall) {
  if (argv.some((arg) => arg !== '--install')) {
    console.error('Usage: node tools/run/prerequisites.js [--install]');
    return 2;
  }
  let result = check(system);
  if (result.missing.length > 0 && argv.includes('--install') && result.canInstall) {
    const names = result.missing.map(({ entry }) => entry.name).join(', ');
    console.log(`Installing Debian's ${result.packages.join(', ')} (apt-get) for ${names}`);
    if (!install(result.packages)) console.error(`apt-get failed: ${installCommand(result.packages, 0)}`);
    result = check(system);
  }
  if (result.missing.length > 0) {
    console.error(report(result, system));
    return 1;
  }
  console.log(`Prerequisites present: ${PREREQUISITES.map(({ name }) => name).join(', ')}.`);
  return 0;
}

if (require.main === module) process.exitCode = main();

module.exports = { PREREQUISITES, allPackages, check, installCommand, report, main, which };
