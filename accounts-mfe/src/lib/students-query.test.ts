import { batchDay, studentQueryOf, studentsHref } from './students-query';

describe('the Students page’s URL', () => {
  it('names a batch by its course and first day, together, and a page of it', () => {
    expect(studentQueryOf(new URLSearchParams('course=React+JS&batch=2026-12-07&cursor=c2'))).toEqual({
      course: 'React JS',
      batch: '2026-12-07',
      cursor: 'c2',
      limit: 50,
    });
    expect(studentsHref({ course: 'React JS', batch: '2026-12-07' })).toBe(
      '/admin-jeansrecycle/students?course=React+JS&batch=2026-12-07',
    );
  });

  it('leaves out what the API would refuse: a course alone, a day that is not one, a course too long', () => {
    for (const query of [
      'course=React+JS',
      'batch=2026-12-07',
      'course=React&batch=7-12-2026',
      `course=${'x'.repeat(300)}&batch=2026-12-07`,
    ])
      expect(studentQueryOf(new URLSearchParams(query))).toEqual({ limit: 50 });
  });

  it('writes a batch’s day for staff', () => {
    expect(batchDay('2026-12-07')).toBe('Dec 7, 2026');
  });
});
