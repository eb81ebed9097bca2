import styled from '@emotion/styled';
import { paths } from '@site/site';
import { ButtonLink } from '@site/federation';
import { Section } from '@site/ui';

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
  return (
    <Section
      tone="brand"
      title="Ready to Grow with Us?"
      description="Learn alongside hundreds of developers in Sargodha: start a course, or meet the community at our next event."
    >
      <Actions>
        <ButtonLink to={paths.enrollment} variant="inverse" size="lg">
          Start Learning Today
        </ButtonLink>
        <ButtonLink to={paths.events} variant="outlineInverse" size="lg">
          See Upcoming Events
        </ButtonLink>
      </Actions>
    </Section>
  );
}
