import styled from '@emotion/styled';
import { usePageMeta } from '@site/federation';
import { useRouteTitle } from '@site/federation/route-title';
import { Container, PageHeader } from '@site/ui';
import { EnrollmentView } from '../features/enrollment/components/enrollment-view';
import { useEnrollmentPageMessages } from '../messages/en/enrollment-page';

const Body = styled(Container)`
  padding-block: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[16]};
`;

export function EnrollmentPage() {
  const t = useEnrollmentPageMessages();
  const title = useRouteTitle();
  usePageMeta({ description: t.metaDescription });
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={title} description={t.description} />
      <Body>
        <EnrollmentView />
      </Body>
    </>
  );
}

export default EnrollmentPage;
