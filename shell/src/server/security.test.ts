import { contentSecurityPolicy, sitePolicy } from './security';

const config = {
  remotes: { content: 'https://content.example.com/mf-manifest.json' },
  apiBaseUrl: '',
  allowRemoteOverrides: false,
};
const directive = (csp: string, name: string) =>
  new RegExp(`${name} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];

describe('the pages’ Content-Security-Policy', () => {
  it('admits a developer’s local remote where overrides are allowed: its code and its reload socket, no eval', () => {
    const csp = contentSecurityPolicy(config, { devOrigins: true });
    expect(directive(csp, 'script-src')).toEqual(
      expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']),
    );
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining(['ws://localhost:*', 'ws://127.0.0.1:*']),
    );
    expect(csp).not.toContain('unsafe-eval');
  });

  it('admits nothing local elsewhere', () => {
    const csp = contentSecurityPolicy(config, { devOrigins: false });
    expect(csp).not.toMatch(/localhost|127\.0\.0\.1|ws:/);
    expect(directive(csp, 'script-src')).toContain('https://content.example.com');
  });

  it('of a deployment admits a local remote on a local site or where the config allows overrides', () => {
    const local = /localhost:\*/;
    expect(sitePolicy(config, 'http://localhost:3000')).toMatch(local);
    expect(sitePolicy(config, 'http://[::1]:3000')).toMatch(local);
    expect(sitePolicy(config, 'https://www.codenest.pk')).not.toMatch(local);
    expect(sitePolicy({ ...config, allowRemoteOverrides: true }, 'https://staging.codenest.pk')).toMatch(
      local,
    );
  });
});
