import { Container, PageHeader, usePageMeta } from '@site/ui';

export function PackagesPage() {
  usePageMeta({ title: 'Service Packages', description: 'Fixed-scope packages for your next project.' });
  return (
    <>
      <PageHeader title="Service Packages" description="Fixed-scope packages for your next project." />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default PackagesPage;
