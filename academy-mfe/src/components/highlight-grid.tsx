import styled from '@emotion/styled';
import { IconTile, type IconName } from '@site/ui';

export interface Highlight {
  icon: IconName;
  title: string;
  text: string;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  .icon {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

/** Highlight tiles of a course page (icon, title, one sentence). */
export function HighlightGrid({ items }: { items: readonly Highlight[] }) {
  return (
    <List>
      {items.map((item) => (
        <Tile key={item.title}>
          <IconTile className="icon" icon={item.icon} />
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Tile>
      ))}
    </List>
  );
}
