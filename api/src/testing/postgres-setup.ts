import { startPostgres } from '../../../tools/run/postgres.js';
import type { PostgresCluster } from '../../../tools/run/postgres';

/**
 * Jest's global setup of the API's tests: a PostgreSQL cluster of the run's own (Debian's
 * binaries, no fsync), so that the repository tests run against both stores. Its URL reaches the
 * test files through TEST_POSTGRES_URL. Without PostgreSQL installed the PostgreSQL half is
 * skipped with a notice, unless REQUIRE_POSTGRES=1 (CI), where it fails.
 */
declare global {
  var siteTestPostgres: PostgresCluster | undefined;
}

export default async function setup(): Promise<void> {
  if (process.env.TEST_POSTGRES_URL) return;
  try {
    globalThis.siteTestPostgres = await startPostgres({ fast: true, log: 'ignore' });
    process.env.TEST_POSTGRES_URL = globalThis.siteTestPostgres.url();
  } catch (error) {
    if (process.env.REQUIRE_POSTGRES === '1') throw error;
    console.warn(
      `\nThe API's PostgreSQL tests are skipped: ${error instanceof Error ? error.message : String(error)}\n`,
    );
  }
}
