import { Container, PageHeader, usePageMeta } from '@site/ui';

export function LoginPage() {
  usePageMeta({ title: 'Sign In', description: 'Sign in to your account.' });
  return (
    <>
      <PageHeader title="Sign In" description="Sign in to your account." />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default LoginPage;
