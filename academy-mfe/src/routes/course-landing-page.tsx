import { Container, PageHeader, usePageMeta } from '@site/ui';

export function CourseLandingPage() {
  usePageMeta({ title: 'Courses in Sargodha', description: 'Hands-on IT courses at our Sargodha campus.' });
  return (
    <>
      <PageHeader title="Courses in Sargodha" description="Hands-on IT courses at our Sargodha campus." />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default CourseLandingPage;
