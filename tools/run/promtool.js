// Where Prometheus's promtool is: Debian's `prometheus` package puts it on /usr/bin; PROMTOOL
// points elsewhere. One owner for the check of what `npm test` needs (prerequisites.js) and the
// test of the shipped Prometheus configuration (tools/run/promtool.test.ts).
'use strict';

/** promtool's path. */
function promtoolPath(env = process.env) {
  return env.PROMTOOL ?? '/usr/bin/promtool';
}

module.exports = { promtoolPath };
