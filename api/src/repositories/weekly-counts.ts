// Leads per week for the inbox's chart: counted by the database per Pakistan day, kind and
// source, gathered into weeks (Monday to Sunday, Pakistan time) here. A source is what a visitor's
// link said (`?utm_source=constructor`): counted in Maps, never in a plain object, where
// `constructor` would read Object's and `__proto__` would vanish (issue 42).
import type { LeadKindName, WeeklyStats } from '@site/staff';
import type { Queryable } from '../db/sql';
import { addDays, pakistanDaySql, pakistanDayStart, weekStart } from '../staff/pakistan-time';
import { where, type InboxFilter } from './inbox-filter';

/** The last `weeks` weeks up to the one `now` is in, oldest first, of the leads of `filter`. */
export async function weeklyCounts(
  db: Queryable,
  filter: InboxFilter,
  weeks: number,
  now: number,
): Promise<WeeklyStats> {
  const firstWeek = addDays(weekStart(now), -7 * (weeks - 1));
  const since = pakistanDayStart(firstWeek);
  const from = filter.from && filter.from > since ? filter.from : since;
  const { sql, params } = where(db.dialect, { ...filter, from });
  const rows = await db.query<{ day: string; kind: LeadKindName; source_label: string; n: number }>(
    `SELECT ${pakistanDaySql(db.dialect, 'l.submitted_at')} AS day, l.kind, l.source_label, count(*) AS n
     FROM leads AS l ${sql}
     GROUP BY 1, l.kind, l.source_label`,
    params,
  );
  const starts = Array.from({ length: weeks }, (_, index) => addDays(firstWeek, 7 * index));
  const byStart = new Map(
    starts.map((start) => [
      start,
      {
        start,
        total: 0,
        byKind: { project_request: 0, enrollment: 0 },
        bySource: new Map<string, number>(),
      },
    ]),
  );
  const totals = new Map<string, number>();
  for (const row of rows) {
    const week = byStart.get(weekStart(pakistanDayStart(row.day)));
    if (!week) continue;
    const n = Number(row.n);
    week.total += n;
    week.byKind[row.kind] += n;
    week.bySource.set(row.source_label, (week.bySource.get(row.source_label) ?? 0) + n);
    totals.set(row.source_label, (totals.get(row.source_label) ?? 0) + n);
  }
  const sources = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
  // Object.fromEntries defines each source as an own property, `__proto__` included.
  return {
    weeks: [...byStart.values()].map((week) => ({ ...week, bySource: Object.fromEntries(week.bySource) })),
    sources,
  };
}
