import { STAFF_API_BASE, leadActions, staffApi } from './api';
import { LEAD_KINDS, leadKindSlugs } from './kinds';

const fixed: string[] = Object.values(staffApi).flatMap((path) => (typeof path === 'string' ? [path] : []));

describe('the staff API’s paths', () => {
  it('all live under /api/v1/staff, each once', () => {
    expect(STAFF_API_BASE).toBe('/api/v1/staff');
    for (const path of fixed) expect(path.startsWith(`${STAFF_API_BASE}/`)).toBe(true);
    expect(new Set(fixed).size).toBe(fixed.length);
  });

  it('name a lead by its kind’s slug and id, as the route pattern reads it', () => {
    for (const kind of LEAD_KINDS) {
      const path = staffApi.lead(kind, 7);
      expect(path).toBe(staffApi.leadPattern.replace(':kind', leadKindSlugs[kind]).replace(':id', '7'));
      expect(staffApi.leadStatus(kind, 7)).toBe(`${path}/${leadActions.status}`);
      expect(staffApi.leadNotes(kind, 7)).toBe(`${path}/${leadActions.notes}`);
      expect(staffApi.leadMailRetry(kind, 7)).toBe(`${path}/mail/retry`);
    }
  });
});
