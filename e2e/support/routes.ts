/** Every route of the spec's table, with the remote that must render it through the shell. */
export const specRoutes: readonly {
  path: string;
  owner: 'marketing' | 'academy' | 'content' | 'accounts';
}[] = [
  { path: '/', owner: 'marketing' },
  { path: '/pricing', owner: 'marketing' },
  { path: '/packages/laravel', owner: 'marketing' },
  { path: '/packages/react', owner: 'marketing' },
  { path: '/packages/shopify', owner: 'marketing' },
  { path: '/packages/remix', owner: 'marketing' },
  { path: '/web-development-course-sargodha', owner: 'academy' },
  { path: '/mobile-app-development-sargodha', owner: 'academy' },
  { path: '/shopify-course-sargodha', owner: 'academy' },
  { path: '/basic-computer-course-sargodha', owner: 'academy' },
  { path: '/react-js-course-sargodha', owner: 'academy' },
  { path: '/react-native-course-sargodha', owner: 'academy' },
  { path: '/laravel-course-sargodha', owner: 'academy' },
  { path: '/course', owner: 'academy' },
  { path: '/course/react-native', owner: 'academy' },
  { path: '/course/shopify-app-development', owner: 'academy' },
  { path: '/course/react-js', owner: 'academy' },
  { path: '/enrollment', owner: 'academy' },
  { path: '/blog', owner: 'content' },
  { path: '/news', owner: 'content' },
  { path: '/event', owner: 'content' },
  { path: '/faq', owner: 'content' },
  { path: '/community', owner: 'content' },
  { path: '/login', owner: 'accounts' },
  { path: '/profile', owner: 'accounts' },
  { path: '/student/login', owner: 'accounts' },
  { path: '/admin-jeansrecycle', owner: 'accounts' },
];

export const remotePortOffset = { marketing: 1, academy: 2, content: 3, accounts: 4 } as const;

/** Origin of a remote's server in the e2e run (the shell's port plus the remote's offset). */
export function remoteOrigin(remote: keyof typeof remotePortOffset): string {
  const base = Number(process.env.E2E_PORT_BASE ?? 5000);
  return `http://localhost:${base + remotePortOffset[remote]}`;
}
