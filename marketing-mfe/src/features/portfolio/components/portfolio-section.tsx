import styled from '@emotion/styled';
import { sectionIds } from '@site/site';
import { Section, VisuallyHidden } from '@site/ui';
import { useState } from 'react';
import { ALL_PROJECTS, portfolioFilters, projects, type PortfolioFilter } from '../data/projects';
import { ProjectCard } from './project-card';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[10]};
`;

const FilterButton = styled.button`
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast} ease,
    color ${({ theme }) => theme.durations.fast} ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.border.brand};
    color: ${({ theme }) => theme.colors.fg.brand};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.action.primary};
    border-color: ${({ theme }) => theme.colors.action.primary};
    color: ${({ theme }) => theme.colors.fg.onBrand};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export function PortfolioSection() {
  const [filter, setFilter] = useState<PortfolioFilter>(ALL_PROJECTS);
  const shown = filter === ALL_PROJECTS ? projects : projects.filter((p) => p.category === filter);

  return (
    <Section
      id={sectionIds.portfolio}
      tone="subtle"
      eyebrow="Our work"
      title="Our Portfolio"
      description="A selection of products we have designed, built and launched for clients in Pakistan and abroad."
    >
      <Filters role="group" aria-label="Filter projects by technology">
        {portfolioFilters.map((name) => (
          <FilterButton
            key={name}
            type="button"
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
          >
            {name}
          </FilterButton>
        ))}
      </Filters>
      <VisuallyHidden role="status">
        {filter === ALL_PROJECTS ? 'Showing all' : `Showing ${filter}:`} {shown.length}{' '}
        {shown.length === 1 ? 'project' : 'projects'}
      </VisuallyHidden>
      <List>
        {shown.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </List>
    </Section>
  );
}
