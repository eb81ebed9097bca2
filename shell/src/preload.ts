// Runs in the entry, before the async boundary, so it may not import shared modules (@site/ui).
// It hints the browser to fetch the manifest of the remote(s) the first page needs,
// in parallel with the shell's own chunks, instead of after them.

type RemoteName = 'marketing' | 'academy' | 'content' | 'accounts';

const academyPaths = /^\/(course(\/.*)?|enrollment|[a-z-]+-sargodha)\/?$/;
const contentPaths = /^\/(blog(\/.*)?|news|event|faq|community)\/?$/;
const accountsPaths = /^\/(login|profile|student\/login|admin-jeansrecycle)\/?$/;
const marketingPaths = /^\/(pricing|packages\/[^/]+)?\/?$/;

/** Which remotes render the page at `pathname` (the home page embeds academy's courses). */
export function remotesForPath(pathname: string): RemoteName[] {
  if (pathname === '/') return ['marketing', 'academy'];
  if (marketingPaths.test(pathname)) return ['marketing'];
  if (academyPaths.test(pathname)) return ['academy'];
  if (contentPaths.test(pathname)) return ['content'];
  if (accountsPaths.test(pathname)) return ['accounts'];
  return [];
}

function addLink(attrs: Record<string, string>) {
  const link = document.createElement('link');
  for (const [key, value] of Object.entries(attrs)) link.setAttribute(key, value);
  document.head.appendChild(link);
}

export function preloadRemotesFor(pathname: string) {
  const remotes = window.__SITE_CONFIG__?.remotes;
  if (!remotes) return;
  for (const name of remotesForPath(pathname)) {
    const manifest = remotes[name];
    if (!manifest || hasOverride(name)) continue;
    // Matches the runtime's fetch(url) (CORS, same-origin credentials). remoteEntry.js is not
    // preloaded: Chromium hands a failed preload to the later <script> of the same URL, so a
    // remote that was down would stay failed after "Try again" (the manifest retry has its own URL).
    addLink({ rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: manifest });
  }
}

function hasOverride(name: RemoteName) {
  try {
    return (
      window.location.search.includes(`remote:${name}=`) ||
      window.localStorage.getItem(`remote:${name}`) !== null
    );
  } catch {
    return false;
  }
}
