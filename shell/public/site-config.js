// Deployment settings for the site, read at run time (never baked into a bundle).
// Serve this file with Cache-Control: no-cache and edit it per environment.
// Unset keys fall back to the local defaults: remotes on ports 3001-3004 of this host,
// and the API on this origin under /api (proxied by the shell's server).
window.__SITE_CONFIG__ = {
  // remotes: {
  //   marketing: 'https://marketing.example.com/mf-manifest.json',
  //   academy: 'https://academy.example.com/mf-manifest.json',
  //   content: 'https://content.example.com/mf-manifest.json',
  //   accounts: 'https://accounts.example.com/mf-manifest.json',
  // },
  // apiBaseUrl: 'https://admin.example.com',
  // allowRemoteOverrides: false,
};
