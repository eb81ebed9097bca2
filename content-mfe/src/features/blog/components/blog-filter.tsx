import styled from '@emotion/styled';
import { blogFilters, type BlogFilter as Filter } from '../data/categories';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const FilterButton = styled.button`
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transition:
    background-color ${({ theme }) => theme.durations.fast} ease,
    border-color ${({ theme }) => theme.durations.fast} ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.border.brand};
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.action.primary};
    border-color: ${({ theme }) => theme.colors.action.primary};
    color: ${({ theme }) => theme.colors.fg.onBrand};
  }
`;

export interface BlogFilterProps {
  selected: Filter;
  onSelect: (filter: Filter) => void;
}

/** One toggle button per category; exactly one is pressed. */
export function BlogFilter({ selected, onSelect }: BlogFilterProps) {
  return (
    <Group role="group" aria-label="Filter posts by category">
      {blogFilters.map((filter) => (
        <FilterButton
          key={filter}
          type="button"
          aria-pressed={filter === selected}
          onClick={() => onSelect(filter)}
        >
          {filter}
        </FilterButton>
      ))}
    </Group>
  );
}
