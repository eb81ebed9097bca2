import { remoteEntries, resolveRemoteLocations } from './remote-locations';

const config = {
  apiBaseUrl: '',
  allowRemoteOverrides: false,
  remotes: {
    marketing: 'https://m.example.com/mf-manifest.json',
    academy: 'https://a.example.com/mf-manifest.json',
    content: 'https://c.example.com/mf-manifest.json',
    accounts: 'https://x.example.com/mf-manifest.json',
  },
};

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('resolveRemoteLocations', () => {
  it('uses the deployment settings', () => {
    expect(resolveRemoteLocations(config)).toEqual(config.remotes);
  });

  it('lets a developer on localhost point one remote elsewhere, remembered until cleared', () => {
    window.history.replaceState(null, '', '/?remote:academy=http://localhost:4002/mf-manifest.json');
    expect(resolveRemoteLocations(config).academy).toBe('http://localhost:4002/mf-manifest.json');
    window.history.replaceState(null, '', '/');
    expect(resolveRemoteLocations(config).academy).toBe('http://localhost:4002/mf-manifest.json');
    expect(resolveRemoteLocations(config).content).toBe(config.remotes.content);
    window.history.replaceState(null, '', '/?remote:academy=');
    expect(resolveRemoteLocations(config).academy).toBe(config.remotes.academy);
  });
});

describe('remoteEntries', () => {
  it('is the entry file beside each manifest, or beside a folder, resolved against the page', () => {
    expect(
      remoteEntries({
        academy: 'https://a.example.com/mf-manifest.json',
        content: 'http://localhost:4003/',
        accounts: '/remotes/accounts/mf-manifest.json',
      }),
    ).toEqual({
      academy: 'https://a.example.com/remoteEntry.js',
      content: 'http://localhost:4003/remoteEntry.js',
      accounts: 'http://localhost/remotes/accounts/remoteEntry.js',
    });
  });
});
