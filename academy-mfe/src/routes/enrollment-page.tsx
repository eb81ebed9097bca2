import styled from '@emotion/styled';
import { usePageMeta } from '@site/federation';
import { Container, PageHeader } from '@site/ui';
import { EnrollmentView } from '../features/enrollment/components/enrollment-view';

const Body = styled(Container)`
  padding-block: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[16]};
`;

export function EnrollmentPage() {
  usePageMeta({
    description:
      'Enroll in a web, mobile, Shopify, Laravel, React or basic computer course at our Sargodha campus. Choose your course and we will confirm your batch.',
  });
  return (
    <>
      <PageHeader
        eyebrow="Admissions open"
        title="Enroll in a Course"
        description="Choose your course and leave your details. Our admissions team will contact you to confirm your batch and schedule."
      />
      <Body>
        <EnrollmentView />
      </Body>
    </>
  );
}

export default EnrollmentPage;
