import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NEWEST_BUILDS_FILE, NewestBuilds } from './newest-builds';

describe('the newest build of each remote, kept in the state folder', () => {
  let dir: string;
  const logged: string[] = [];
  const log = (_level: string, message: string) => void logged.push(message);
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'newest-builds-'));
    logged.length = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is remembered by the next server, and only ever moves forward', () => {
    const first = new NewestBuilds(dir, log);
    first.ran('content http://cdn/content/mf-manifest.json', 2000);
    first.ran('content http://cdn/content/mf-manifest.json', 1000);
    const next = new NewestBuilds(dir, log);
    expect(next.get('content http://cdn/content/mf-manifest.json')).toBe(2000);
    expect(next.get('academy http://cdn/academy/mf-manifest.json')).toBeUndefined();
  });

  it('keeps what other instances sharing the folder wrote', () => {
    const one = new NewestBuilds(dir, log);
    const two = new NewestBuilds(dir, log);
    one.ran('content a', 5);
    two.ran('academy b', 7);
    expect(JSON.parse(readFileSync(path.join(dir, NEWEST_BUILDS_FILE), 'utf8'))).toEqual({
      'content a': 5,
      'academy b': 7,
    });
  });

  it('says so and starts afresh when its file cannot be read; without a folder, memory only', () => {
    writeFileSync(path.join(dir, NEWEST_BUILDS_FILE), '{not json');
    expect(new NewestBuilds(dir, log).get('content a')).toBeUndefined();
    expect(logged[0]).toMatch(/could not be read/);
    const inMemory = new NewestBuilds(undefined, log);
    inMemory.ran('content a', 1);
    expect(inMemory.get('content a')).toBe(1);
    expect(logged[1]).toMatch(/no SITE_STATE_DIR/);
  });
});
