import { SOURCE_KEYS } from '@site/leads';
import { EXPORT_COLUMNS, exportHeader, exportRecord } from './inbox-export';

const row = {
  id: 9,
  kind: 'project_request',
  kind_id: 4,
  submitted_at: '2026-11-20T10:00:00.000Z',
  status: 'contacted',
  full_name: 'Bilal Traders',
  email: 'bilal@example.com',
  phone: null,
  choice: 'E-commerce Store',
  language: 'ur',
  source_label: 'facebook',
  utm_source: 'facebook',
  company_name: 'Traders',
  budget_range: null,
  project_details: '=HYPERLINK("x") a shop',
  start_date: null,
  message: null,
  mail_attempts: 3,
  mail_sent_at: null,
  mail_dead_at: '2026-11-21T10:00:00.000Z',
  mail_dead_reason: 'too many attempts',
  mail_last_error: '550',
  mail_next_attempt_at: '2026-11-21T10:00:00.000Z',
};

describe('the inbox’s CSV export', () => {
  it('names its columns once, the source’s keys among them, the message last', () => {
    expect(new Set(EXPORT_COLUMNS).size).toBe(EXPORT_COLUMNS.length);
    for (const key of SOURCE_KEYS) expect(EXPORT_COLUMNS).toContain(key);
    expect(exportHeader()).toBe(`${EXPORT_COLUMNS.map((column) => `"${column}"`).join(',')}\r\n`);
  });

  it('writes a lead in the columns’ order: its id in its kind, its mail’s state, a formula defused', () => {
    // A quoted cell with its quotes doubled, or an empty one (null).
    const cells = [
      ...exportRecord(row)
        .replace(/\r\n$/, '')
        .matchAll(/(?:^|,)("(?:[^"]|"")*"|)/g),
    ].map(([, cell = '']) => cell.replace(/^"|"$/g, '').replace(/""/g, '"'));
    const cell = (column: (typeof EXPORT_COLUMNS)[number]) => cells[EXPORT_COLUMNS.indexOf(column)];
    expect(cells).toHaveLength(EXPORT_COLUMNS.length);
    expect(cell('id')).toBe('4');
    expect(cell('source')).toBe('facebook');
    expect(cell('utm_source')).toBe('facebook');
    expect(cell('mail')).toBe('given-up');
    expect(cell('phone')).toBe('');
    expect(cell('message')).toBe(`'=HYPERLINK("x") a shop`);
  });
});
