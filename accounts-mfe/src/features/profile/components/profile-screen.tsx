import styled from '@emotion/styled';
import { siteSettings } from '@site/site';
import { usePageMeta } from '@site/federation';
import { useRouteTitle } from '@site/federation/route-title';
import { Container, PageHeader } from '@site/ui';
import { useProfileMessages } from '@/messages/en/profile';
import { MyCourses } from './my-courses';
import { ProfilePanel } from './profile-panel';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding-block: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[16]};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 24rem) minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[10]};
    padding-block: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[20]};
  }
`;

/** /profile: the profile card with edit mode, and "My Courses". */
export function ProfileScreen() {
  const t = useProfileMessages();
  const title = useRouteTitle();
  usePageMeta({ description: t.description(siteSettings.companyName) });
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={title} description={t.intro} />
      <Container>
        <Layout>
          <ProfilePanel />
          <MyCourses />
        </Layout>
      </Container>
    </>
  );
}
