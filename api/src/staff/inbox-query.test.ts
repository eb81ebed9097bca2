import { BadQuery, leadRef, parseFilter, whole } from './inbox-query';

const refused = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error instanceof BadQuery ? error.message : `not a BadQuery: ${String(error)}`;
  }
  return 'accepted';
};

describe('parseFilter', () => {
  it('reads every filter, its days in Pakistan time, both included', () => {
    expect(
      parseFilter({
        kind: 'enrollment',
        status: 'new',
        language: 'ur',
        choice: ' React JS ',
        source: 'Facebook',
        from: '2026-11-01',
        to: '2026-11-30',
        q: 'Ayesha',
      }),
    ).toEqual({
      kind: 'enrollment',
      status: 'new',
      language: 'ur',
      choice: 'React JS',
      source: 'facebook',
      from: '2026-10-31T19:00:00.000Z',
      to: '2026-11-30T19:00:00.000Z',
      q: 'ayesha',
    });
    expect(parseFilter({ kind: '', q: '  ' })).toEqual({});
  });

  it('refuses what it cannot take, naming the parameter', () => {
    expect(refused(() => parseFilter({ kind: 'lead' }))).toBe('kind must be project_request or enrollment.');
    expect(refused(() => parseFilter({ status: 'done' }))).toBe('status must be one of the lead statuses.');
    expect(refused(() => parseFilter({ language: 'fr' }))).toBe('language must be en or ur.');
    expect(refused(() => parseFilter({ kind: ['enrollment', 'enrollment'] }))).toBe('Give kind once.');
    expect(refused(() => parseFilter({ from: '2026-02-30' }))).toBe(
      'from must be a date written as YYYY-MM-DD.',
    );
    expect(refused(() => parseFilter({ from: '2026-11-02', to: '2026-11-01' }))).toBe(
      'from must not be after to.',
    );
    expect(refused(() => parseFilter({ choice: 'x'.repeat(201) }))).toBe('choice is too long.');
    expect(refused(() => parseFilter({ source: 'x'.repeat(254) }))).toBe('source is too long.');
    // Counted in code points, as the labels were kept: 253 emoji are a label the inbox can show.
    expect(parseFilter({ source: '😀'.repeat(253) }).source).toBe('😀'.repeat(253));
    expect(refused(() => parseFilter({ source: 'x'.repeat(253) }))).toBe('accepted');
    expect(refused(() => parseFilter({ q: 'x'.repeat(101) }))).toBe('A search is at most 100 characters.');
  });
});

describe('whole', () => {
  it('reads a whole number in its range', () => {
    expect(whole({ limit: '25' }, 'limit', 1, 100)).toBe(25);
    expect(whole({}, 'limit', 1, 100)).toBeUndefined();
    expect(refused(() => whole({ limit: '101' }, 'limit', 1, 100))).toBe(
      'limit must be a whole number from 1 to 100.',
    );
    expect(refused(() => whole({ limit: '2.5' }, 'limit', 1, 100))).toBe(
      'limit must be a whole number from 1 to 100.',
    );
  });
});

describe('leadRef', () => {
  it('reads a kind’s slug and an id', () => {
    expect(leadRef({ kind: 'project-request', id: '12' })).toEqual({ kind: 'project_request', id: 12 });
    expect(leadRef({ kind: 'project_request', id: '12' })).toBeUndefined();
    expect(leadRef({ kind: 'enrollment', id: '012' })).toBeUndefined();
    expect(leadRef({ kind: 'enrollment' })).toBeUndefined();
  });
});
