import { Container, PageHeader, usePageMeta } from '@site/ui';

export function CommunityPage() {
  usePageMeta({ title: 'Community', description: 'Learn together with developers in Sargodha and beyond.' });
  return (
    <>
      <PageHeader
        title="Join Our Communities"
        description="Learn together with developers in Sargodha and beyond."
      />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default CommunityPage;
