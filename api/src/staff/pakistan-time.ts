// Days and weeks of the staff inbox in Pakistan time (the staff area's, `STAFF_UTC_OFFSET_HOURS`
// of @site/staff: UTC+5 all year), here and in the SQL that counts leads per day. A filter's
// `from` and `to`, the chart's weeks (Monday to Sunday) and its days are Pakistan's, whatever the
// server's zone. The pages format instants in the same zone (`STAFF_TIME_ZONE`).
import { STAFF_UTC_OFFSET_HOURS } from '@site/staff';
import type { Dialect } from '../db/sql';

const OFFSET_MS = STAFF_UTC_OFFSET_HOURS * 60 * 60 * 1000;
/** The offset as ISO 8601 writes it after a local time: `+05:00`. */
const OFFSET = `+${String(STAFF_UTC_OFFSET_HOURS).padStart(2, '0')}:00`;

/** A calendar day (`YYYY-MM-DD`) `days` later (or earlier). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The start of a Pakistan day (`YYYY-MM-DD`) as an ISO instant: 2026-11-30 → 2026-11-29T19:00Z. */
export const pakistanDayStart = (day: string) => new Date(`${day}T00:00:00.000${OFFSET}`).toISOString();

/** Monday 00:00 in Pakistan of the week `instant` is in, as `YYYY-MM-DD`. */
export function weekStart(instant: string | number): string {
  const local = new Date(new Date(instant).getTime() + OFFSET_MS);
  const weekday = (local.getUTCDay() + 6) % 7;
  local.setUTCDate(local.getUTCDate() - weekday);
  return local.toISOString().slice(0, 10);
}

/** SQL for the Pakistan day (`YYYY-MM-DD`) of a timestamp column, in each store's dialect. */
export function pakistanDaySql(dialect: Dialect, column: string): string {
  return dialect === 'postgres'
    ? `to_char(${column} + interval '${STAFF_UTC_OFFSET_HOURS} hours', 'YYYY-MM-DD')`
    : `date(${column}, '+${STAFF_UTC_OFFSET_HOURS} hours')`;
}
