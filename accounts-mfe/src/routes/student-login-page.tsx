import { Container, PageHeader, usePageMeta } from '@site/ui';

export function StudentLoginPage() {
  usePageMeta({ title: 'Student Portal', description: 'Sign in to the student portal.' });
  return (
    <>
      <PageHeader title="Student Portal" description="Sign in to the student portal." />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default StudentLoginPage;
