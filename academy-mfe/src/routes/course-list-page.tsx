import { usePageMeta } from '@site/federation';
import { PageHeader } from '@site/ui';
import { CourseListView } from '../features/course-list/components/course-list-view';

export function CourseListPage() {
  usePageMeta({
    description:
      'Practical IT courses in Sargodha: web development, React, React Native, Laravel, Shopify and basic computer skills, taught by working developers.',
  });
  return (
    <>
      <PageHeader
        eyebrow="Academy"
        title="Our Courses"
        description="Practical courses taught by developers who build software for clients every day. Pick a track and start building."
      />
      <CourseListView />
    </>
  );
}

export default CourseListPage;
