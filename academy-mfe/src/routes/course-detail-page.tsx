import { Container, PageHeader, usePageMeta } from '@site/ui';

export function CourseDetailPage() {
  usePageMeta({ title: 'Course', description: 'What you will learn, week by week.' });
  return (
    <>
      <PageHeader title="Course Details" description="What you will learn, week by week." />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default CourseDetailPage;
