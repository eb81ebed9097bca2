// Whom nginx runs as: never root. Started by root, this script runs nginx as NGINX_USER (nobody)
// altogether, and gives that user nginx's prefix folder.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** NGINX_USER's name and ids when this script runs as root, else undefined (nginx runs as us). */
export function unprivilegedUser(env) {
  if (process.getuid?.() !== 0) return undefined;
  const name = env.NGINX_USER || 'nobody';
  const id = (flag) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  return { name, uid: id('-u'), gid: id('-g') };
}

/** The spawn options that run a program as `user` (none when there is none). */
export const asUser = (user) => (user ? { uid: user.uid, gid: user.gid } : {});

/**
 * The prefix, a new temporary folder owned by nginx's user: nginx's config, pid file and temp
 * paths (and the site config, unless SITE_CONFIG).
 */
export function nginxPrefix(base, user) {
  const prefix = mkdtempSync(path.join(os.tmpdir(), `site-nginx-${base}-`));
  if (user) chownSync(prefix, user.uid, user.gid);
  return prefix;
}
