import { Container, PageHeader, usePageMeta } from '@site/ui';

export function NewsPage() {
  usePageMeta({ title: 'News', description: 'What is happening at the company and the institute.' });
  return (
    <>
      <PageHeader title="Latest News" description="What is happening at the company and the institute." />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default NewsPage;
