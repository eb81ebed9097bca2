import { enrollmentCourses } from '@site/leads';
import type { Database, SqlValue } from '../db/sql';

/**
 * N students written straight into a store (`npm run bench:accounts`): the people whose leads
 * seed-leads.ts wrote (`lead<n>@example.com`), each verified, with one password hash for all (the
 * bench's password: hashing 10,000 would take minutes and measure nothing), a course in one of
 * the batches, and progress; the same every run. Then the store's statistics are taken.
 */

const BATCH = 500;
const batches = ['2026-09-07', '2026-10-05', '2026-11-02', '2026-12-07'];

/** `($1, $2, …), ($n+1, …)` for `rows` rows of `columns` values. */
function valuesList(rows: number, columns: number): string {
  return Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: columns }, (__, c) => `$${r * columns + c + 1}`).join(', ')})`,
  ).join(', ');
}

/** The bench's student `n`: its address is the one of lead `n`. */
export const studentEmail = (n: number) => `lead${n}@example.com`;

export async function seedPeople(db: Database, count: number, passwordHash: string): Promise<void> {
  const at = new Date().toISOString();
  for (let offset = 0; offset < count; offset += BATCH) {
    const size = Math.min(BATCH, count - offset);
    await db.transaction(async (tx) => {
      const people: SqlValue[][] = Array.from({ length: size }, (_, index) => {
        const n = offset + index;
        return [
          studentEmail(n),
          `Student ${n}`,
          n % 4 === 0 ? 'ur' : 'en',
          passwordHash,
          at,
          at,
          'enrollment',
          at,
        ];
      });
      const ids = await tx.query<{ id: number }>(
        `INSERT INTO people (email, name, language, password_hash, password_set_at, email_verified_at, created_by, created_at)
         VALUES ${valuesList(size, 8)} RETURNING id`,
        people.flat(),
      );
      const courses: SqlValue[][] = ids.map(({ id }, index) => {
        const n = offset + index;
        const progress = (n * 37) % 101;
        return [
          id,
          enrollmentCourses[n % enrollmentCourses.length] ?? 'React JS',
          batches[n % batches.length] ?? '2026-12-07',
          at,
          progress,
          progress === 100 ? 'completed' : 'in-progress',
          'bench',
          at,
        ];
      });
      await tx.run(
        `INSERT INTO person_courses (person_id, course, batch_start, enrolled_at, progress, status, updated_by, updated_at)
         VALUES ${valuesList(size, 8)}`,
        courses.flat(),
      );
    });
  }
  await db.script(db.dialect === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE');
}
