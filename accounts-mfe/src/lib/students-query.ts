// The Students page's URL is its state: a course and a batch (`?course=React%20JS&batch=2026-12-07`)
// and the page of the list (`cursor`), named as the API names them (`StudentQuery` of
// @site/people). An enrollment's page links to its student's batch with it.
import { formatDate } from '@site/i18n';
import { enrollmentFields } from '@site/leads';
import { STUDENT_PAGE_SIZE, type StudentQuery } from '@site/people';
import { staffPages } from '@site/staff';
import { withQuery } from './staff-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The batch a page's query names (course and batch together, or neither), and its page. */
export function studentQueryOf(
  params: URLSearchParams,
): Required<Pick<StudentQuery, 'limit'>> & StudentQuery {
  const course = params.get('course')?.trim() ?? '';
  const batch = params.get('batch')?.trim() ?? '';
  const cursor = params.get('cursor')?.trim() || undefined;
  const chosen = course && [...course].length <= enrollmentFields.course.maxLength && DAY.test(batch);
  return chosen
    ? { course, batch, cursor, limit: STUDENT_PAGE_SIZE.default }
    : { limit: STUDENT_PAGE_SIZE.default };
}

/** The Students page, on a batch (and a page of it) when given. */
export function studentsHref(query: Pick<StudentQuery, 'course' | 'batch' | 'cursor'> = {}): string {
  return withQuery(staffPages.students, { course: query.course, batch: query.batch, cursor: query.cursor });
}

/** A batch's first day as staff read it (the staff pages are English): "Dec 7, 2026". */
export const batchDay = (isoDate: string) => formatDate('en', isoDate, 'short');
