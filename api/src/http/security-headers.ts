/**
 * Headers sent on every answer. The API serves JSON only, so the policy forbids everything a
 * browser could do with a response beyond reading it through fetch.
 */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-site',
  'cache-control': 'no-store',
} as const;
