import styled from '@emotion/styled';
import { paths } from '@site/site';
import { ButtonLink } from '@site/federation';
import { Section } from '@site/ui';
import { useCommunityMessages } from '@/messages/en/community';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The closing call to action. Its buttons lead to what the site has: enrolling in a course
 * (the way to learn with the community) and the events where members meet.
 */
export function ClosingCta() {
  const t = useCommunityMessages().cta;
  return (
    <Section tone="brand" title={t.title} description={t.description}>
      <Actions>
        <ButtonLink to={paths.enrollment} variant="inverse" size="lg">
          {t.start}
        </ButtonLink>
        <ButtonLink to={paths.events} variant="outlineInverse" size="lg">
          {t.events}
        </ButtonLink>
      </Actions>
    </Section>
  );
}
