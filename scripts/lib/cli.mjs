// The command line of the measurement scripts (lighthouse.mjs, bench-ssr.mjs, bench-abuse.mjs,
// bench-interactive.mjs): their arguments, the options they all take for the site they measure,
// --help, and how they end on an error.
import { createRequire } from 'node:module';

const { PORT_BASES } = createRequire(import.meta.url)('../../tools/apps.js');

export class UsageError extends Error {}

/**
 * Parses `--name value` / `--name=value` / `--flag` arguments. `spec` maps each known name to
 * 'string' or 'boolean'; an unknown name or a missing value is an error.
 */
export function parseArgs(argv, spec) {
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    const kind = match && spec[match[1]];
    if (!kind) throw new UsageError(`unknown argument "${argv[i]}"`);
    const name = match[1];
    if (kind === 'boolean') {
      options[name] = true;
      continue;
    }
    const value = match[2] ?? argv[++i];
    if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
    options[name] = value;
  }
  return options;
}

export function positiveInteger(value, name) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new UsageError(`--${name} must be a positive integer`);
  return number;
}

/** What every measurement script takes: the site (a running one, or where to start one). */
const siteOptions = { url: 'string', 'port-base': 'string', verbose: 'boolean', help: 'boolean' };

/**
 * Runs a measurement script: parses its `options` and the site's own (--url, --port-base,
 * --verbose, --help), prints `usage` for --help, else calls `main(options, site)`, where `site` is
 * what siteUnderTest needs (--port-base, else the script's base from tools/apps.js, PORT_BASES,
 * taking the next free one). On an error: `cleanup()` (a browser, a load test), then the message
 * (the whole error with --verbose) and exit code 1.
 */
export function runMeasurement({ name, usage, options: spec, portBase, main, cleanup = () => {} }) {
  const run = async () => {
    const options = parseArgs(process.argv.slice(2), { ...spec, ...siteOptions });
    if (options.help) return console.log(usage);
    const site = {
      url: options.url,
      portBase: positiveInteger(options['port-base'] ?? PORT_BASES[portBase].base, 'port-base'),
      exactPort: options['port-base'] !== undefined,
      verbose: options.verbose,
    };
    await main(options, site);
  };
  run().catch(async (error) => {
    await Promise.resolve(cleanup()).catch(() => {});
    if (error instanceof UsageError) console.error(`${name}: ${error.message} (--help)`);
    else console.error(process.argv.includes('--verbose') ? error : `${name}: ${error.message}`);
    process.exitCode = 1;
  });
}
