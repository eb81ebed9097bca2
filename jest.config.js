// `npm run test:unit` runs every package's unit tests in one Jest process: the projects are the
// workspaces (package.json) that have a jest.config.js, and tools/ (the repository's own checks).
const { existsSync } = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  // Every core: Jest's default leaves one free, which on the 2-core machine is one worker (180 s
  // against 115 s with two).
  maxWorkers: '100%',
  projects: [...workspaces, 'tools']
    .filter((dir) => existsSync(path.join(__dirname, dir, 'jest.config.js')))
    .map((dir) => `<rootDir>/${dir}`),
};
