import styled from '@emotion/styled';
import { Spinner } from '@site/ui';

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.fg.muted};
`;

/**
 * A person's page waiting for the API (a link being checked, the profile on its way): a spinner and
 * what is coming, said politely. The server renders it too, where the page needs its script.
 */
export function Waiting({ label }: { label: string }) {
  return (
    <Line role="status">
      <span aria-hidden="true">
        <Spinner />
      </span>
      <p>{label}</p>
    </Line>
  );
}
