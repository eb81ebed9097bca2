import styled from '@emotion/styled';
import { Button, Icon } from '@site/ui';
import { useId } from 'react';
import { useProfileMessages } from '@/messages/en/profile';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-block-start: ${({ theme }) => theme.space[5]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border.subtle};
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

/**
 * "Forget me on this device": the saved profile lives in this browser only, and lab and family
 * computers are shared, so the visitor can remove it in one step.
 */
export function ForgetMe({ onForget }: { onForget: () => void }) {
  const t = useProfileMessages().forget;
  const noteId = useId();
  return (
    <Box>
      <p id={noteId}>{t.note}</p>
      <Button type="button" variant="ghost" fullWidth aria-describedby={noteId} onClick={onForget}>
        <Icon name="shield" size="1.125rem" />
        {t.button}
      </Button>
    </Box>
  );
}
