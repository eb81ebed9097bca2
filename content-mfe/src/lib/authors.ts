import type { enCommon } from '@/messages/en/common';

/** The people who write posts and news (each has their name in the catalogue, `common.authors`). */
export type Author = keyof typeof enCommon.authors;
