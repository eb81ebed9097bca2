export function nginxPaths(env?: Record<string, string | undefined>): {
  binary: string;
  brotliModule: string;
  mimeTypes: string;
};
