import { Container, PageHeader, usePageMeta } from '@site/ui';

export function PricingPage() {
  usePageMeta({
    title: 'Pricing',
    description: 'Transparent pricing for websites, web apps and enterprise solutions.',
  });
  return (
    <>
      <PageHeader
        title="Pricing Plans"
        description="Transparent pricing for websites, web apps and enterprise solutions."
      />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default PricingPage;
