export function promtoolPath(env?: Record<string, string | undefined>): string;
