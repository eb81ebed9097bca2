// The key a client's address is counted by, said once: one IPv4 address, or one IPv6 /64 (a
// subscriber usually holds a whole /64, so counting single IPv6 addresses would let one client
// dodge every limit). The API's limits and sign-in throttle (api/src/http/client-address.ts) and
// the site server's refused-post budget (shell/src/server/refusal-budget.ts) use it; nginx counts
// by the same classes with a map of its own (deploy/nginx/address-key.conf), which
// tools/client-address.test.ts runs through nginx against this function.
'use strict';
const { isIPv6 } = require('node:net');

/**
 * The key of a client address: the address itself for IPv4, its /64 network for IPv6
 * (`2001:db8:1:2::/64`). An IPv4-mapped IPv6 address counts as the IPv4 address.
 */
function rateLimitKey(address) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

module.exports = { rateLimitKey };
