export const PROXY_ADDRESSES: Readonly<{ nginx: string; site: string }>;
export function proxyAddresses(): Promise<{ nginx: string; site: string; fallback: boolean }>;
