// The flood of bench:abuse (scripts/bench-abuse.mjs), in a process of its own so that its load
// generation does not delay the visitor's measurements (they share this machine's cores with the
// server, as in real life). Not a worker thread: autocannon takes any worker thread for one of its
// own. `node flood.cjs '{"origin","kind","connections","duration","token"}'`; prints its result
// as one JSON line on stdout.
'use strict';
const autocannon = require('autocannon');

const { origin, kind, connections, duration, token } = JSON.parse(process.argv[2]);
let n = 0;
const tracked = () => {
  n += 1;
  const id = token + n.toString(36);
  return [
    '/?fbclid=IwAR' + id,
    '/?gclid=Cj0K' + id,
    '/?utm_source=newsletter&utm_medium=email&utm_campaign=' + id,
  ][n % 3];
};
const distinct = () => {
  n += 1;
  const id = token + n.toString(36);
  return ['/blog/' + id, '/packages/' + id, '/course/' + id, '/blog?category=' + id, '/no-such-page-' + id][
    n % 5
  ];
};
// A project request whose e-mail the form refuses, each with a message of its own.
const refusedPost = () => {
  n += 1;
  return new URLSearchParams({
    name: 'Flood ' + n,
    email: 'not-an-address',
    company: '',
    projectType: 'E-commerce Store',
    budget: '',
    message: 'A refused post ' + token + n.toString(36),
    website: '',
  }).toString();
};
const requests =
  kind === 'posts'
    ? [
        {
          method: 'POST',
          path: '/',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
          setupRequest: (request) => ({ ...request, body: refusedPost() }),
        },
      ]
    : [{ setupRequest: (request) => ({ ...request, path: (kind === 'tracked' ? tracked : distinct)() }) }];
const instance = autocannon({
  url: origin,
  connections,
  duration,
  headers: { 'accept-encoding': 'br' },
  requests,
});
process.on('SIGTERM', () => instance.stop());
instance.then(
  (result) =>
    process.stdout.write(
      JSON.stringify({
        answered: result.requests.total,
        requestsPerSecond: result.requests.total / result.duration,
        statusCodes: Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
        ),
        errors: result.errors,
      }),
    ),
  (error) => process.stdout.write(JSON.stringify({ error: String(error) })),
);
