import { COMPLETE_PERCENT, myCourses } from './my-courses';

it('has the spec sample progress 75, 100 and 45 percent', () => {
  expect(myCourses.map((course) => course.progress)).toEqual([75, 100, 45]);
});

it('marks a course Completed exactly when its progress is complete', () => {
  for (const course of myCourses) {
    expect(course.status).toBe(course.progress >= COMPLETE_PERCENT ? 'Completed' : 'In Progress');
  }
});
