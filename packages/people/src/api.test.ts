import { LEAD_KINDS, STAFF_API_BASE, staffApi } from '@site/staff';
import { PEOPLE_API_BASE, peopleApi, requestSlugs, studentsApi } from './api';

const fixed = (api: Record<string, unknown>) =>
  Object.values(api).flatMap((path) => (typeof path === 'string' ? [path] : []));

describe('the people API’s paths', () => {
  it('all live under /api/v1/people, each once, apart from the staff’s', () => {
    expect(PEOPLE_API_BASE).toBe('/api/v1/people');
    const paths = fixed(peopleApi);
    for (const path of paths) expect(path.startsWith(`${PEOPLE_API_BASE}/`)).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
    expect(PEOPLE_API_BASE.startsWith(STAFF_API_BASE)).toBe(false);
  });

  it('name a person’s request by its kind’s slug and id, as the route pattern reads it', () => {
    for (const kind of LEAD_KINDS) {
      expect(peopleApi.request(kind, 7)).toBe(
        peopleApi.requestPattern.replace(':kind', requestSlugs[kind]).replace(':id', '7'),
      );
    }
  });
});

describe('the staff’s students paths', () => {
  it('live under the staff API, behind its session', () => {
    for (const path of fixed(studentsApi)) expect(path.startsWith(`${STAFF_API_BASE}/`)).toBe(true);
  });

  it('enroll an enrollment from its own lead path, as the route pattern reads it', () => {
    expect(studentsApi.enroll(12)).toBe(`${staffApi.lead('enrollment', 12)}/student`);
    expect(studentsApi.enroll(12)).toBe(studentsApi.enrollPattern.replace(':id', '12'));
  });
});
