import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { projects } from '../data/projects';
import { PortfolioSection } from './portfolio-section';
import { enPortfolio } from '@/messages/en/portfolio';
import urPortfolio from '@/messages/ur/portfolio';
import { inUrdu, withUrduMessages } from '@/testing/urdu';

const filters = () => screen.getByRole('list', { name: 'Filter projects by technology' });
const filterLinks = () => within(filters()).getAllByRole('link');
const filterLink = (name: string) => within(filters()).getByRole('link', { name });
const projectCards = () => screen.getAllByRole('article');

describe('PortfolioSection', () => {
  it('offers the spec filters as links, All first and current, showing all 9 projects', () => {
    renderWithProviders(<PortfolioSection />);
    expect(screen.getByRole('region', { name: 'Our Portfolio' })).toHaveAttribute('id', 'portfolio');
    expect(filterLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/#portfolio'],
      ['Laravel', '/?portfolio=laravel#portfolio'],
      ['React', '/?portfolio=react#portfolio'],
      ['React Native', '/?portfolio=react-native#portfolio'],
      ['Remix', '/?portfolio=remix#portfolio'],
      ['MERN', '/?portfolio=mern#portfolio'],
      ['Shopify', '/?portfolio=shopify#portfolio'],
    ]);
    expect(filterLink('All')).toHaveAttribute('aria-current', 'page');
    expect(projectCards()).toHaveLength(9);
  });

  it('opens filtered from its URL, as the server renders a shared link', () => {
    renderWithProviders(<PortfolioSection />, { route: '/?portfolio=react-native' });
    expect(filterLink('React Native')).toHaveAttribute('aria-current', 'page');
    expect(projectCards()).toHaveLength(projects.filter((p) => p.category === 'React Native').length);
  });

  it('shows only the chosen category, following the links without a reload', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PortfolioSection />);
    await user.click(filterLink('MERN'));
    expect(filterLink('MERN')).toHaveAttribute('aria-current', 'page');
    expect(filterLink('All')).not.toHaveAttribute('aria-current');
    const mern = projects.filter((p) => p.category === 'MERN');
    expect(projectCards().map((c) => within(c).getByRole('heading').textContent)).toEqual(
      mern.map((p) => p.title),
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Showing MERN: ${mern.length} projects`);
    await user.click(filterLink('Shopify'));
    expect(projectCards()).toHaveLength(1);
    await user.click(filterLink('All'));
    expect(projectCards()).toHaveLength(9);
  });

  it('shows title, description, image, technologies, category and safe external links per project', () => {
    renderWithProviders(<PortfolioSection />);
    const project = projects[0];
    const words = enPortfolio.items[project.id];
    const card = screen.getByRole('article', { name: project.title });
    expect(within(card).getByText(words.description)).toBeInTheDocument();
    const image = within(card).getByRole('img', { name: words.imageAlt });
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

describe('PortfolioSection in Urdu', () => {
  withUrduMessages();

  it('portfolio: Urdu texts, project names in Latin, the status counted in Urdu', () => {
    renderWithProviders(<PortfolioSection />, { ...inUrdu, route: '/?portfolio=shopify' });
    expect(screen.getByRole('region', { name: 'ہمارا پورٹ فولیو' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Zaiqa Fashion Store' });
    expect(within(card).getByRole('img')).toHaveAttribute('alt', urPortfolio.items['zaiqa-fashion'].imageAlt);
    expect(
      within(card).getByRole('link', { name: 'Zaiqa Fashion Store کی لائیو سائٹ (نئی ٹیب میں کھلتی ہے)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Shopify: 1 پروجیکٹ دکھایا جا رہا ہے');
    const filters = screen.getByRole('list', { name: 'ٹیکنالوجی کے لحاظ سے پروجیکٹس فلٹر کریں' });
    expect(within(filters).getByRole('link', { name: 'سب' })).toHaveAttribute(
      'href',
      // The router writes the /ur prefix on Urdu pages (the core team's part).
      expect.stringMatching(/^(\/ur)?\/?#portfolio$/),
    );
    expect(within(filters).getByRole('link', { name: 'Shopify' })).toHaveAttribute('aria-current', 'page');
  });
});
