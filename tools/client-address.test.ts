import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rateLimitKey } from './client-address';
import { nginxPaths } from './run/nginx';

describe('rateLimitKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1', 'fe80:0:0:0::/64'],
  ])('%s → %s', (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });
});

/** An IPv6 address as nginx writes $remote_addr: lower case, the longest run of 2+ zero groups as "::". */
function nginxText(groups: readonly number[]): string {
  let best = { at: -1, length: 1 };
  for (let at = 0; at < 8; at += 1) {
    let length = 0;
    while (at + length < 8 && groups[at + length] === 0) length += 1;
    if (length > best.length) best = { at, length };
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.at < 0) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`;
}

/** Every place and length of a run of zeros, around groups of a few sizes, and random ones. */
function addresses(): string[] {
  const found = new Set<string>();
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 0x10000;
  for (let at = 0; at < 8; at += 1)
    for (let length = 0; at + length <= 8; length += 1)
      for (const fill of [() => 1, () => 0xabcd, random]) {
        const groups = Array.from({ length: 8 }, (_, i) => (i >= at && i < at + length ? 0 : fill()));
        // Kept out: the forms nginx writes with an IPv4 tail (::ffff:a.b.c.d, ::a.b.c.d).
        if (groups.slice(0, 5).every((group) => group === 0)) continue;
        found.add(nginxText(groups));
      }
  return [...found, '203.0.113.7', '::ffff:203.0.113.7'];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const nginx = nginxPaths().binary;

// nginx's limits key an IPv6 client by its /64 (issue 42: it counted each address): the map's
// lines are deploy/nginx/address-key.conf, the same file nginx.conf.template includes.
(existsSync(nginx) ? describe : describe.skip)('nginx’s address key (deploy/nginx/address-key.conf)', () => {
  let prefix: string;
  let port: number;
  let child: ChildProcess;
  beforeAll(async () => {
    prefix = mkdtempSync(path.join(tmpdir(), 'address-key-'));
    port = await freePort();
    for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir));
    const snippet = path.resolve(__dirname, '..', 'deploy', 'nginx', 'address-key.conf');
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      `daemon off;
worker_processes 1;
pid "${prefix}/nginx.pid";
error_log stderr warn;
events {}
http {
  access_log off;
  client_body_temp_path "${prefix}/client_body";
  proxy_temp_path "${prefix}/proxy";
  fastcgi_temp_path "${prefix}/fastcgi";
  uwsgi_temp_path "${prefix}/uwsgi";
  scgi_temp_path "${prefix}/scgi";
  map $http_x_address $address_key {
    include "${snippet}";
    default $http_x_address;
  }
  server {
    listen 127.0.0.1:${port};
    location / { default_type text/plain; return 200 "$address_key"; }
  }
}
`,
    );
    child = spawn(nginx, ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let tries = 0; ; tries += 1) {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  });

  const keyOf = async (address: string) =>
    (await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-address': address } })).text();

  it('keys an IPv6 address by its first four groups, wherever nginx put its "::"', async () => {
    const all = addresses();
    expect(all.length).toBeGreaterThan(90);
    const wrong: string[] = [];
    for (const address of all) {
      const key = await keyOf(address);
      const expected = rateLimitKey(address);
      if ((key.includes(':') ? `${key}::/64` : key) !== expected)
        wrong.push(`${address} → ${key} (${expected})`);
    }
    expect(wrong).toEqual([]);
  });

  it('puts two addresses of one /64 in one bucket, and of two /64s in two', async () => {
    expect(await keyOf('2001:db8:1:2::1')).toBe(await keyOf('2001:db8:1:2:ffff:0:0:9'));
    expect(await keyOf('2001:db8:1:2::1')).not.toBe(await keyOf('2001:db8:1:3::1'));
    expect(await keyOf('2001:db8::1')).toBe('2001:db8:0:0');
  });
});
