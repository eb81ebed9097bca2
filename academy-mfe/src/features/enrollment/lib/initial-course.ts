import { findCourseByName } from '@/lib/catalogue/courses';
import { COURSE_QUERY_PARAM } from '@/lib/enrollment-link';

/**
 * The course to pre-select, as its enrollment label (what the form holds and sends): `?course=<id>`
 * (a shared or reloaded link) first, then the `courseName` navigation state a course page passes
 * (a title or an enrollment label).
 */
export function initialCourse(search: string, state: unknown): string {
  // An id from a link, or the label the site's server puts there after a post without script.
  const fromQuery = findCourseByName(new URLSearchParams(search).get(COURSE_QUERY_PARAM));
  if (fromQuery) return fromQuery.enrollmentLabel;
  const courseName =
    typeof state === 'object' && state !== null && 'courseName' in state ? state.courseName : undefined;
  return findCourseByName(typeof courseName === 'string' ? courseName : undefined)?.enrollmentLabel ?? '';
}

/**
 * Writes the chosen course's id into the address bar, so a reload or a shared link keeps it.
 * This replaces the history entry in place (keeping the router's entry state) instead of a
 * router navigation: the shell treats every navigation as a new page (scroll to top, focus
 * on <main>), which must not happen while the visitor is filling in the form.
 */
export function replaceCourseInUrl(courseLabel: string) {
  const url = new URL(window.location.href);
  const id = findCourseByName(courseLabel)?.id;
  if (id) url.searchParams.set(COURSE_QUERY_PARAM, id);
  else url.searchParams.delete(COURSE_QUERY_PARAM);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}
