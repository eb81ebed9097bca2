// The authenticators' secrets stored before they were sealed (migration 8, decision 0041): SQL
// has no key, so the API and the staff tool seal them when they start, before anything reads one.
import { isSealed, type SecretBox } from '../auth/secret-box';
import type { Database } from '../db/sql';
import { totpSecretContext } from './staff-repository';

interface SecretRow {
  id: number | string;
  staff_id: number;
  totp_secret: string;
}

/**
 * Seals every secret still in the clear (accounts', and unused links'), each by an UPDATE that
 * changes it only if it is still the clear one, so instances starting together seal it once; then
 * opens one sealed secret, so that a wrong STAFF_SECRET_KEY (a restore without its key) stops the
 * start with a clear message instead of failing every sign-in. Resolves with the count sealed.
 */
export async function sealStoredSecrets(db: Database, box: SecretBox): Promise<number> {
  const accounts = await db.query<SecretRow>(
    'SELECT id, id AS staff_id, totp_secret FROM staff WHERE totp_secret IS NOT NULL',
  );
  const links = await db.query<SecretRow>(
    'SELECT token_hash AS id, staff_id, totp_secret FROM staff_links WHERE totp_secret IS NOT NULL',
  );
  let sealed = 0;
  for (const [table, key, rows] of [
    ['staff', 'id', accounts],
    ['staff_links', 'token_hash', links],
  ] as const) {
    for (const row of rows.filter((candidate) => !isSealed(candidate.totp_secret))) {
      sealed += await db.run(`UPDATE ${table} SET totp_secret = $1 WHERE ${key} = $2 AND totp_secret = $3`, [
        box.seal(row.totp_secret, totpSecretContext(Number(row.staff_id))),
        row.id,
        row.totp_secret,
      ]);
    }
  }
  const sample = [...accounts, ...links].find((row) => isSealed(row.totp_secret));
  if (sample) box.open(sample.totp_secret, totpSecretContext(Number(sample.staff_id)));
  return sealed;
}
