import type { SitemapEntry } from '@site/federation';
import { paths } from '@site/site';
import { NotFoundView } from '@site/federation';
import { useParams } from '@site/router';
import { CourseDetailView } from '../features/course-detail/components/course-detail-view';
import { courseDetails, findCourseDetail } from '../features/course-detail/data/course-details';

/** /course/:courseId: the three detail pages; any other id is the site's 404. */
export function CourseDetailPage() {
  const { courseId } = useParams();
  const detail = findCourseDetail(courseId);
  if (!detail) return <NotFoundView />;
  return <CourseDetailView key={detail.slug} detail={detail} />;
}

/** The three detail pages, for the sitemap. */
export function sitemap(): SitemapEntry[] {
  return courseDetails.map((detail) => ({ path: paths.courseDetail(detail.slug) }));
}

export default CourseDetailPage;
