import { usePageMeta } from '@site/federation';
import { useRouteTitle } from '@site/federation/route-title';
import { PageHeader } from '@site/ui';
import { CourseListView } from '../features/course-list/components/course-list-view';
import { useCourseListMessages } from '../messages/en/course-list';

export function CourseListPage() {
  const t = useCourseListMessages();
  const title = useRouteTitle();
  usePageMeta({ description: t.metaDescription });
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={title} description={t.description} />
      <CourseListView />
    </>
  );
}

export default CourseListPage;
