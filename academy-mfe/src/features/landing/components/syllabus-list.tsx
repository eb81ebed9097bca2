import styled from '@emotion/styled';
import { Words } from '@/lib/latin-dir';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: module;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-auto-flow: column;
    grid-template-rows: repeat(5, auto);
    column-gap: ${({ theme }) => theme.space[6]};
  }
  li {
    counter-increment: module;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border.subtle};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg.surface};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  li::before {
    content: counter(module, decimal-leading-zero);
    flex: none;
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
    color: ${({ theme }) => theme.colors.fg.brand};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The numbered modules of a landing page's syllabus (the numbers come from the list itself). */
export function SyllabusList({ items }: { items: readonly string[] }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item}>
          <Words text={item} />
        </li>
      ))}
    </List>
  );
}
