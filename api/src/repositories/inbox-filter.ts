// The inbox's filters as SQL: what the list, its counts, the export and the weekly chart select.
import type { LeadKindName, LeadStatus } from '@site/staff';
import { likePattern, type Dialect, type SqlValue } from '../db/sql';

/** The inbox's filters, checked (staff/inbox-query.ts reads them from the query string). */
export interface InboxFilter {
  kind?: LeadKindName;
  status?: LeadStatus;
  choice?: string;
  language?: string;
  source?: string;
  /** ISO instants: submitted at or after `from`, before `to`. */
  from?: string;
  to?: string;
  /** Lowercased search text. */
  q?: string;
}

/**
 * A search that looks like (part of) a phone number, as the digits to look for: separators
 * dropped, and the start that differs between ways of writing a Pakistani number (`0300…`,
 * `+92 300…`, `0092 300…`) too, so that any of them finds a number stored in another.
 */
export function phoneQuery(q: string): string | undefined {
  if (!/^[\d\s()+.-]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return undefined;
  const national = digits.startsWith('0092')
    ? digits.slice(4)
    : digits.startsWith('00')
      ? digits.slice(2)
      : digits.startsWith('0')
        ? digits.slice(1)
        : digits.startsWith('92') && digits.length >= 11
          ? digits.slice(2)
          : digits;
  return national.length >= 3 ? national : digits;
}

/**
 * The WHERE clause of a filter (on `leads AS l`) and its parameters; `status: false` leaves the
 * status out (the counts per status).
 */
export function where(
  dialect: Dialect,
  filter: InboxFilter,
  options: { status: boolean } = { status: true },
) {
  const conditions: string[] = [];
  const params: SqlValue[] = [];
  const add = (condition: string, value: SqlValue) => {
    params.push(value);
    conditions.push(condition.replace('?', `$${params.length}`));
  };
  if (filter.kind) add('l.kind = ?', filter.kind);
  if (filter.status && options.status) add('l.status = ?', filter.status);
  if (filter.choice) add('l.choice = ?', filter.choice);
  if (filter.language) add('l.language = ?', filter.language);
  if (filter.source) add('l.source_label = ?', filter.source);
  if (filter.from) add('l.submitted_at >= ?', filter.from);
  if (filter.to) add('l.submitted_at < ?', filter.to);
  if (filter.q) {
    const digits = phoneQuery(filter.q);
    const terms = digits !== undefined && digits !== filter.q ? [filter.q, digits] : [filter.q];
    if (dialect === 'sqlite' && terms.every((term) => Array.from(term).length >= 3)) {
      // SQLite's trigram index finds a substring of three characters or more: each term a phrase.
      add(
        'l.id IN (SELECT rowid FROM leads_search WHERE leads_search MATCH ?)',
        terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(' OR '),
      );
    } else {
      // PostgreSQL's trigram index serves LIKE; a shorter term on SQLite reads every row.
      const likes = terms.map((term) => {
        params.push(likePattern(term));
        return `l.search LIKE $${params.length} ESCAPE '\\'`;
      });
      conditions.push(`(${likes.join(' OR ')})`);
    }
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}
