import styled from '@emotion/styled';
import { IconTile } from '@site/ui';
import { forwardRef } from 'react';
import { useStartProjectMessages } from '@/messages/en/start-project';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 24rem;
  padding: ${({ theme }) => theme.space[8]};
  text-align: center;
  &:focus {
    outline: none;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    max-width: 28rem;
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

/** Shown for 5 s after a successful request, in place of the form. */
export const ThankYouPanel = forwardRef<HTMLDivElement>(function ThankYouPanel(_props, ref) {
  const t = useStartProjectMessages().thankYou;
  return (
    <Panel ref={ref} tabIndex={-1} data-testid="thank-you-panel">
      <IconTile icon="check" size="lg" tone="success" radius="full" />
      <h3>{t.title}</h3>
      <p>{t.text}</p>
    </Panel>
  );
});
