// The key a client's address is counted by (an IPv4 address, an IPv6 /64), said once for the
// API, the site's server and nginx: tools/client-address.js.
export { rateLimitKey } from '../../../tools/client-address.js';
