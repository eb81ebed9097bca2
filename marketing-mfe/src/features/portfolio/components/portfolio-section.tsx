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
import { usePortfolioMessages } from '@/messages/en/portfolio';
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
  const t = usePortfolioMessages();
  const filter = filterFromParam(params.get(PORTFOLIO_PARAM));
  // FilterLinks shows its options as they are: the options are the names in the page's language,
  // each leading to the URL of its English option (?portfolio=react-native on every language).
  const labels = portfolioFilters.map((option) => t.filters[option]);
  const byLabel = new Map(portfolioFilters.map((option) => [t.filters[option], option]));
  const shown = filter === ALL_PROJECTS ? projects : projects.filter((p) => p.category === filter);

  return (
    <Section
      id={sectionIds.portfolio}
      tone="subtle"
      eyebrow={t.eyebrow}
      title={t.title}
      description={t.description}
    >
      <Filters>
        <FilterLinks
          label={t.filterLabel}
          options={labels}
          selected={t.filters[filter]}
          to={(label) => portfolioFilterHref(byLabel.get(label) ?? ALL_PROJECTS)}
        />
      </Filters>
      <VisuallyHidden role="status">
        {filter === ALL_PROJECTS ? t.showingAll(shown.length) : t.showing(t.filters[filter], shown.length)}
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
