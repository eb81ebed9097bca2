import { Container, PageHeader, usePageMeta } from '@site/ui';

export function ProfilePage() {
  usePageMeta({ title: 'My Profile', description: 'Your details and your courses.' });
  return (
    <>
      <PageHeader title="My Profile" description="Your details and your courses." />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default ProfilePage;
