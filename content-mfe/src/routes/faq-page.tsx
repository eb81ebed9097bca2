import { Container, PageHeader, usePageMeta } from '@site/ui';

export function FaqPage() {
  usePageMeta({ title: 'FAQ', description: 'Answers to common questions about our courses and services.' });
  return (
    <>
      <PageHeader
        title="Frequently Asked Questions"
        description="Answers to common questions about our courses and services."
      />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default FaqPage;
