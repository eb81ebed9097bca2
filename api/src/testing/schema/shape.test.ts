import { expression } from './shape';

describe('an expression as both stores are compared on it', () => {
  it('reads PostgreSQL’s text of an expression as SQLite’s', () => {
    expect(expression('((sent_at IS NULL) AND (dead_at IS NULL))')).toBe(
      expression('sent_at IS NULL AND dead_at IS NULL'),
    );
    expect(expression("'en'::text")).toBe(expression("'en'"));
    expect(expression('now()::timestamp with time zone')).toBe('now');
  });

  it('keeps quoted strings as written', () => {
    expect(expression("status = 'New (Old)'::text")).toBe("status = 'New (Old)'");
    expect(expression("'EN'")).not.toBe(expression("'en'"));
  });
});
