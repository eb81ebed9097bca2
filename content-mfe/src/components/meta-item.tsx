import styled from '@emotion/styled';
import { Icon, type IconName } from '@site/ui';
import type { ReactNode } from 'react';

/** A row of small facts (author, date, read time, location…). */
export const MetaList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.fg.muted};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.fg.subtle};
  }
`;

export function MetaItem({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <Item>
      <Icon name={icon} size="1rem" />
      <span>{children}</span>
    </Item>
  );
}
