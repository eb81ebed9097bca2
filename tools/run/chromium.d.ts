export function chromiumPath(env?: Record<string, string | undefined>): string;
export const CHROMIUM_ARGS: readonly string[];
