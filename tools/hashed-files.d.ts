export const HASH_LENGTH: number;
export const CONTENT_HASH: string;
export const HASHED_FILE: RegExp;
export const CACHE_CONTROL: { hashed: string; other: string };
export function cacheControlOf(file: string): string;
