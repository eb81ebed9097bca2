import type { Job } from './job-pool';

/** Every job of `npm run check`: eslint, prettier, each workspace's typecheck and tools'. */
export function staticChecks(): Job[];
