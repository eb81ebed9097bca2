import { Container, PageHeader, usePageMeta } from '@site/ui';

export function AdminLoginPage() {
  usePageMeta({ title: 'Admin Panel', description: 'Restricted area.' });
  return (
    <>
      <PageHeader title="Admin Panel" description="Restricted area." />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default AdminLoginPage;
