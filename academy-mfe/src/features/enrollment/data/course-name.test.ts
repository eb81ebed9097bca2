import { enrollmentText } from '@site/leads';
import urdu from '@site/leads/urdu-enrollment';
import { courseName } from './course-name';

describe('courseName', () => {
  it('names a course in the page’s language, keeping product names in Latin script', () => {
    expect(courseName(urdu.words.courses, 'Web Development')).toBe('ویب ڈویلپمنٹ');
    expect(courseName(urdu.words.courses, 'React JS')).toBe('React JS');
    expect(courseName(enrollmentText.words.courses, 'Web Development')).toBe('Web Development');
    expect(courseName(urdu.words.courses, 'Not a course')).toBe('Not a course');
  });
});
