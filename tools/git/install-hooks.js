// `npm install`'s prepare step: git runs the hooks in tools/git (commit-msg). Outside a git
// checkout (an unpacked archive) or without git there is nothing to do.
'use strict';
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
try {
  execFileSync('git', ['rev-parse', '--git-dir'], { cwd: root, stdio: 'ignore' });
  execFileSync('git', ['config', 'core.hooksPath', 'tools/git'], { cwd: root, stdio: 'ignore' });
} catch {
  // Not a git checkout: no hooks.
}
