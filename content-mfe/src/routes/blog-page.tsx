import { Container, PageHeader, usePageMeta } from '@site/ui';

export function BlogPage() {
  usePageMeta({
    title: 'Blog',
    description: 'Articles on development, Laravel, React and our company news.',
  });
  return (
    <>
      <PageHeader
        title="Our Blog"
        description="Articles on development, Laravel, React and our company news."
      />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default BlogPage;
