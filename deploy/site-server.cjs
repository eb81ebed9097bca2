// The site's rendering server as a process of its own, configured by the environment (PORT, HOST,
// SHELL_DIST, SITE_CONFIG, API_URL, PUBLIC_ORIGIN, REMOTE_POLL_MS, ...: optionsFromEnv in
// shell/src/server/main.ts). Usage: node deploy/site-server.cjs [path of shell/dist-server/server.js].
// Like `node shell/dist-server/server.js`, but for the bundle of any checkout (deploy/start.mjs
// passes SITE_ROOT's), with the render worker found beside that bundle.
const path = require('node:path');

const bundle = path.resolve(
  process.argv[2] ?? path.join(__dirname, '..', 'shell', 'dist-server', 'server.js'),
);
const { createSiteServer, optionsFromEnv, closeOnSignals } = require(bundle);

const options = optionsFromEnv();
// The server's own files, next to the bundle given (SHELL_DIST still decides the static root).
options.renderBundle = path.join(path.dirname(bundle), 'render.js');
createSiteServer(options)
  .then(async (site) => {
    closeOnSignals(() => site.close());
    await site.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
  })
  .catch((error) => {
    console.error('The site server could not start:', error);
    process.exit(1);
  });
