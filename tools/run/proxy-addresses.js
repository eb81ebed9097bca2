// The addresses the site's own proxies connect from, on loopback (decision 0041): nginx to the
// rendering servers and the APIs (`proxy_bind`), and the rendering servers to the API
// (API_BIND_ADDRESS). A service believes X-Forwarded-For only from the proxy in front of it
// (TRUST_PROXY names these addresses), so "loopback" does not mean every process of the host: a
// local process connects from 127.0.0.1 and cannot name a visitor. npm start
// (scripts/serve.mjs) and the nginx set (deploy/start.mjs) use them.
'use strict';
const net = require('node:net');

const PROXY_ADDRESSES = Object.freeze({ nginx: '127.0.0.2', site: '127.0.0.3' });

/** Whether this host lets a socket bind `address` (Linux answers for all of 127.0.0.0/8). */
function canBind(address) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(0, address, () => server.close(() => resolve(true)));
  });
}

/**
 * The proxies' addresses, each where this host can bind it; else 127.0.0.1 (macOS has only that
 * one on its loopback interface unless aliased: `sudo ifconfig lo0 alias 127.0.0.2` and
 * `127.0.0.3`), with `fallback` true: then any local process can again name a visitor.
 */
async function proxyAddresses() {
  const usable = await Promise.all(Object.values(PROXY_ADDRESSES).map(canBind));
  if (usable.every(Boolean)) return { ...PROXY_ADDRESSES, fallback: false };
  return { nginx: '127.0.0.1', site: '127.0.0.1', fallback: true };
}

module.exports = { PROXY_ADDRESSES, proxyAddresses };
