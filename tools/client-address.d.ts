export function rateLimitKey(address: string): string;
