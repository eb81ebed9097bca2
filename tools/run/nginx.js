// Where nginx and what it loads are on this machine: Debian's places unless a variable points
// elsewhere. One owner for the production setup (deploy/lib/settings.mjs) and the check of what
// `npm test` needs (prerequisites.js).
'use strict';

/** nginx's binary, its brotli_static module and its mime.types file. */
function nginxPaths(env = process.env) {
  return {
    binary: env.NGINX ?? '/usr/sbin/nginx',
    brotliModule: env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    mimeTypes: env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types',
  };
}

module.exports = { nginxPaths };
