import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { publishPlan, copyHashed, copyEntries, pruneOldPublishes } = require('./publish.js') as {
  publishPlan: (dist: string) => {
    build: string;
    hashed: string[];
    entries: string[];
    serverBuild: string[];
  };
  copyHashed: (dist: string, target: string, files: string[]) => number;
  copyEntries: (dist: string, target: string, files: string[]) => number;
  pruneOldPublishes: (target: string, plan: ReturnType<typeof publishPlan>, keep?: number) => number;
};

let dist: string;
let target: string;
const put = (file: string, text = file) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};

/** A remote's production build, as the webpack config writes it (the build's id is `n`). */
function build(n: number) {
  const chunk = `faq.${String(n).repeat(8)}.js`;
  const serverChunk = `server/faq.${String(n).repeat(8)}-${String(n).repeat(20)}.js`;
  for (const file of [
    chunk,
    `${chunk}.br`,
    `${chunk}.gz`,
    serverChunk,
    `assets/logo.${String(n).repeat(8)}.svg`,
  ])
    put(file, `${file} of build ${n}`);
  for (const file of ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.server.js', 'mf-manifest.json'])
    put(file, `${file} of build ${n}`);
  put('routes.json', `routes of build ${n}`);
  put('index.html');
  put(
    '.builds-client.json',
    JSON.stringify([{ hash: `build${n}`, files: [chunk, `assets/logo.${String(n).repeat(8)}.svg`] }]),
  );
  put('.builds-server.json', JSON.stringify([{ hash: `server${n}`, files: [serverChunk] }]));
  return { chunk, serverChunk };
}

function publish() {
  const plan = publishPlan(dist);
  copyHashed(dist, target, plan.hashed);
  copyEntries(dist, target, plan.entries);
  pruneOldPublishes(target, plan);
  return plan;
}

beforeEach(() => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'site-publish-'));
  dist = path.join(tmp, 'dist');
  target = path.join(tmp, 'published');
});
afterEach(() => rmSync(path.dirname(dist), { recursive: true, force: true }));

describe('publishing a build', () => {
  it('copies the hashed files first, then the entries and manifests, routes.json last', () => {
    const { chunk, serverChunk } = build(1);
    const plan = publishPlan(dist);
    expect(plan.hashed.sort()).toEqual(
      [`${chunk}.br`, `${chunk}.gz`, chunk, 'assets/logo.11111111.svg', serverChunk].sort(),
    );
    expect(plan.entries).toEqual([
      'remoteEntry.server.js',
      'remoteEntry.js.br',
      'remoteEntry.js',
      'index.html',
      'mf-manifest.json',
      'routes.json',
    ]);
    expect(plan.serverBuild).toEqual(['remoteEntry.server.js', serverChunk]);
  });

  it('publishes whole files, keeps the previous build’s chunks, and leaves no temporary files', () => {
    const first = build(1);
    publish();
    const second = build(2);
    publish();
    expect(readFileSync(path.join(target, 'routes.json'), 'utf8')).toBe('routes of build 2');
    for (const file of [first.chunk, second.chunk, first.serverChunk, second.serverChunk])
      expect(existsSync(path.join(target, file))).toBe(true);
    expect(readdirSync(target).filter((file) => file.startsWith('.') && file !== '.published.json')).toEqual(
      [],
    );
  });

  it('deletes the hashed files of publishes older than the last five', () => {
    const first = build(1);
    publish();
    for (const n of [2, 3, 4, 5]) {
      build(n);
      publish();
    }
    expect(existsSync(path.join(target, first.chunk))).toBe(true);
    build(6);
    publish();
    expect(existsSync(path.join(target, first.chunk))).toBe(false);
    expect(existsSync(path.join(target, first.serverChunk))).toBe(false);
    expect(existsSync(path.join(target, 'faq.22222222.js'))).toBe(true);
  });

  it('refuses a folder without a production build', () => {
    put('main.js');
    expect(() => publishPlan(dist)).toThrow(/no production build/);
  });
});
