import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'success' | 'info';

const AlertBox = styled.div<{ tone: AlertTone }>`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${({ theme, tone }) => {
    const tones = {
      error: [theme.colors.bg.dangerSubtle, theme.colors.fg.danger],
      success: [theme.colors.bg.successSubtle, theme.colors.fg.success],
      info: [theme.colors.bg.brandSubtle, theme.colors.fg.brand],
    } as const;
    const [bg, fg] = tones[tone];
    return `background: ${bg}; color: ${fg}; border-color: currentColor;`;
  }}
`;

/**
 * A message about the whole form or page. Errors are announced at once (role=alert),
 * other messages politely (role=status).
 */
export function Alert({ tone = 'info', children }: { tone?: AlertTone; children: ReactNode }) {
  return (
    <AlertBox tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </AlertBox>
  );
}
