import { LEAD_KINDS } from './kinds';
import { FIRST_STATUS, LEAD_STATUSES, isLeadStatus, isStatusOf, statusesOf } from './statuses';

describe('lead statuses', () => {
  it('every kind starts New, may be Lost, and ends in its own success', () => {
    for (const kind of LEAD_KINDS) {
      expect(statusesOf[kind][0]).toBe(FIRST_STATUS);
      expect(statusesOf[kind]).toContain('lost');
    }
    expect(statusesOf.enrollment).toContain('enrolled');
    expect(statusesOf.enrollment).not.toContain('won');
    expect(statusesOf.project_request).toContain('won');
    expect(statusesOf.project_request).not.toContain('enrolled');
  });

  it('every status belongs to a kind, in the order of LEAD_STATUSES', () => {
    const used = new Set(LEAD_KINDS.flatMap((kind) => statusesOf[kind]));
    expect([...LEAD_STATUSES].filter((status) => !used.has(status))).toEqual([]);
    for (const kind of LEAD_KINDS)
      expect([...statusesOf[kind]]).toEqual(
        LEAD_STATUSES.filter((status) => statusesOf[kind].includes(status)),
      );
  });

  it('tells a status of a kind from anything else', () => {
    expect(isLeadStatus('won')).toBe(true);
    expect(isLeadStatus('Won')).toBe(false);
    expect(isStatusOf('project_request', 'won')).toBe(true);
    expect(isStatusOf('enrollment', 'won')).toBe(false);
    expect(isStatusOf('enrollment', 'enrolled')).toBe(true);
    expect(isStatusOf('enrollment', 42)).toBe(false);
  });
});
