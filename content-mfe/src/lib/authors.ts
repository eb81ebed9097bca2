import type { en } from '@/messages/en';

/** The people who write posts and news (each has their name in the catalogue, `common.authors`). */
export type Author = keyof typeof en.common.authors;
