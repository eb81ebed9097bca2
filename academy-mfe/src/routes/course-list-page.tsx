import { usePageMeta } from '@site/federation';
import { PageHeader } from '@site/ui';
import { CourseListView } from '../features/course-list/components/course-list-view';
import { useMessages } from '../messages';

export function CourseListPage() {
  const t = useMessages().courseList;
  usePageMeta({ description: t.metaDescription });
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} description={t.description} />
      <CourseListView />
    </>
  );
}

export default CourseListPage;
