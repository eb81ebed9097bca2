import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { communities } from '../features/community/data/communities';
import { enCommunity } from '../messages/en/community';
import { renderWithProviders } from '../testing/render';
import { CommunityPage } from './community-page';

describe('CommunityPage', () => {
  it('shows four communities with member counts and focus lists', () => {
    renderWithProviders(<CommunityPage />, { route: '/community' });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => within(card).getByText(/members$/).textContent)).toEqual([
      '2,500+ members',
      '3,200+ members',
      '800+ members',
      '1,500+ members',
    ]);
    cards.forEach((card, index) => {
      expect(within(card).getAllByRole('listitem')).toHaveLength(
        enCommunity.items[communities[index]!.key].features.length,
      );
    });
  });

  it('lets a visitor ask to join a community by e-mail naming it', () => {
    renderWithProviders(<CommunityPage />, { route: '/community' });
    const joins = screen.getAllByRole('link', { name: /join community/i });
    expect(joins).toHaveLength(4);
    const href = joins[1]!.getAttribute('href')!;
    expect(href.startsWith('mailto:info@codenest.pk?subject=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Join request: React & JavaScript Community');
  });

  it('shows four benefit tiles', () => {
    renderWithProviders(<CommunityPage />, { route: '/community' });
    const section = screen.getByRole('region', { name: 'Why Join Our Communities?' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Networking', 'Learning Resources', 'Mentorship', 'Events & Workshops']);
  });

  it('closes with a call to action whose buttons lead to enrollment and events', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CommunityPage />, { route: '/community' });
    expect(screen.getByRole('link', { name: 'See Upcoming Events' })).toHaveAttribute('href', '/event');
    await user.click(screen.getByRole('link', { name: 'Start Learning Today' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/enrollment');
  });
});
