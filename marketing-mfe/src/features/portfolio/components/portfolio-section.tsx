import styled from '@emotion/styled';
import { useSearchParams } from '@site/router';
import { sectionIds } from '@site/site';
import { FilterLinks } from '@site/federation';
import { Section, VisuallyHidden } from '@site/ui';
import {
  ALL_PROJECTS,
  filterFromParam,
  portfolioFilterHref,
  portfolioFilters,
  projects,
} from '../data/projects';
import { PORTFOLIO_PARAM } from '../data/filter-param';
import { ProjectCard } from './project-card';

const Filters = styled.div`
  margin-bottom: ${({ theme }) => theme.space[10]};
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

/** The projects of the technology in the URL (`/?portfolio=react#portfolio`; All without one). */
export function PortfolioSection() {
  const [params] = useSearchParams();
  const filter = filterFromParam(params.get(PORTFOLIO_PARAM));
  const shown = filter === ALL_PROJECTS ? projects : projects.filter((p) => p.category === filter);

  return (
    <Section
      id={sectionIds.portfolio}
      tone="subtle"
      eyebrow="Our work"
      title="Our Portfolio"
      description="A selection of products we have designed, built and launched for clients in Pakistan and abroad."
    >
      <Filters>
        <FilterLinks
          label="Filter projects by technology"
          options={portfolioFilters}
          selected={filter}
          to={portfolioFilterHref}
        />
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
