import { Container, PageHeader, usePageMeta } from '@site/ui';

export function BlogArticlePage() {
  usePageMeta({ title: 'Blog', description: 'An article from our blog.' });
  return (
    <>
      <PageHeader title="Blog Article" description="An article from our blog." />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default BlogArticlePage;
