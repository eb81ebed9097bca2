import styled from '@emotion/styled';
import { Icon, type IconName } from '@site/ui';

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
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    margin-bottom: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
    color: ${({ theme }) => theme.colors.fg.brand};
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
          <span className="icon" aria-hidden="true">
            <Icon name={item.icon} size="1.5rem" />
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Tile>
      ))}
    </List>
  );
}
