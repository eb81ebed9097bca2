import { Container, PageHeader, usePageMeta } from '@site/ui';

export function CourseListPage() {
  usePageMeta({ title: 'Courses', description: 'Practical courses taught by working developers.' });
  return (
    <>
      <PageHeader title="Our Courses" description="Practical courses taught by working developers." />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default CourseListPage;
