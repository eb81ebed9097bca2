import { Container, PageHeader, usePageMeta } from '@site/ui';

export function EnrollmentPage() {
  usePageMeta({ title: 'Enrollment', description: 'Reserve your seat in the next batch.' });
  return (
    <>
      <PageHeader title="Enroll in a Course" description="Reserve your seat in the next batch." />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default EnrollmentPage;
