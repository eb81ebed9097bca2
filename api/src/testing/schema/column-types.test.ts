import { canonicalType } from './column-types';

describe('the canonical column types', () => {
  it('map each dialect’s spelling to one type', () => {
    expect(canonicalType('sqlite', 'INTEGER', 'id')).toBe('integer');
    expect(canonicalType('postgres', 'bigint', 'id')).toBe('integer');
    expect(canonicalType('postgres', 'integer', 'attempts')).toBe('integer');
    expect(canonicalType('sqlite', 'TEXT', 'email')).toBe('text');
    expect(canonicalType('postgres', 'text', 'email')).toBe('text');
    expect(canonicalType('postgres', 'timestamp with time zone', 'sent_at')).toBe('instant');
  });

  it('read a SQLite TEXT column as an instant by its name', () => {
    expect(
      ['submitted_at', 'at', 'locked_until'].map((name) => canonicalType('sqlite', 'TEXT', name)),
    ).toEqual(['instant', 'instant', 'instant']);
    expect(
      ['start_date', 'status', 'attempts_at_most'].map((name) => canonicalType('sqlite', 'TEXT', name)),
    ).toEqual(['text', 'text', 'text']);
    // An integer named like an instant (rate_limits.reset_at, milliseconds) stays an integer.
    expect(canonicalType('sqlite', 'INTEGER', 'reset_at')).toBe('integer');
  });

  it('keep a type the mapping does not know as the store wrote it, so that it shows', () => {
    expect(canonicalType('postgres', 'jsonb', 'detail')).toBe('postgres jsonb');
    expect(canonicalType('sqlite', '', 'search')).toBe('sqlite (no type)');
    // PostgreSQL's timestamptz named as text is not an instant on the SQLite side.
    expect(canonicalType('postgres', 'timestamp with time zone', 'sent')).toBe('instant');
    expect(canonicalType('sqlite', 'TEXT', 'sent')).toBe('text');
  });
});
