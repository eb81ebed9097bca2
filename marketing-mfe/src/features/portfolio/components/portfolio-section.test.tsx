import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { projects } from '../data/projects';
import { PortfolioSection } from './portfolio-section';

const filterButtons = () =>
  within(screen.getByRole('group', { name: 'Filter projects by technology' })).getAllByRole('button');
const projectCards = () => screen.getAllByRole('article');

describe('PortfolioSection', () => {
  it('offers the spec filters with All first and selected, showing all 9 projects', () => {
    renderWithProviders(<PortfolioSection />);
    expect(screen.getByRole('region', { name: 'Our Portfolio' })).toHaveAttribute('id', 'portfolio');
    expect(filterButtons().map((b) => b.textContent)).toEqual([
      'All',
      'Laravel',
      'React',
      'React Native',
      'Remix',
      'MERN',
      'Shopify',
    ]);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(projectCards()).toHaveLength(9);
  });

  it('shows only the chosen category', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PortfolioSection />);
    await user.click(screen.getByRole('button', { name: 'MERN' }));
    expect(screen.getByRole('button', { name: 'MERN' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const mern = projects.filter((p) => p.category === 'MERN');
    expect(projectCards().map((c) => within(c).getByRole('heading').textContent)).toEqual(
      mern.map((p) => p.title),
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Showing MERN: ${mern.length} projects`);
    await user.click(screen.getByRole('button', { name: 'Shopify' }));
    expect(projectCards()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(projectCards()).toHaveLength(9);
  });

  it('shows title, description, image, technologies, category and safe external links per project', () => {
    renderWithProviders(<PortfolioSection />);
    const project = projects[0];
    const card = screen.getByRole('article', { name: project.title });
    expect(within(card).getByText(project.description)).toBeInTheDocument();
    const image = within(card).getByRole('img', { name: project.imageAlt });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByRole('list', { name: 'Technologies' }).children).toHaveLength(
      project.technologies.length,
    );
    expect(card).toHaveTextContent(`Category: ${project.category}`);
    const live = within(card).getByRole('link', { name: /^Live Site/ });
    const source = within(card).getByRole('link', { name: /^Source Code/ });
    expect(live).toHaveAttribute('href', project.liveUrl);
    expect(source).toHaveAttribute('href', project.githubUrl);
    for (const link of [live, source]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
