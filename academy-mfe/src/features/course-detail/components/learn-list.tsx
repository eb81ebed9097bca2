import styled from '@emotion/styled';
import { Icon } from '@site/ui';
import { Words } from '@/lib/latin-dir';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .tick {
    flex: none;
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.bg.successSubtle};
    color: ${({ theme }) => theme.colors.fg.success};
  }
`;

/** "What you'll learn": a checklist. */
export function LearnList({ items }: { items: readonly string[] }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item}>
          <span className="tick" aria-hidden="true">
            <Icon name="check" size="1rem" />
          </span>
          <Words text={item} />
        </li>
      ))}
    </List>
  );
}
