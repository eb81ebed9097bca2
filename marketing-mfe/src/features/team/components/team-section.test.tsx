import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { enTeam } from '@/messages/en/team';
import { team } from '../data/team';
import { TeamSection } from './team-section';
import { inUrdu, withUrduMessages } from '@/testing/urdu';

describe('TeamSection', () => {
  it('shows 6 members with name, role, bio, portrait and three social links', () => {
    renderWithProviders(<TeamSection />);
    const section = screen.getByRole('region', { name: 'Meet Our Team' });
    expect(section).toHaveAttribute('id', 'team');
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    for (const member of team) {
      const { name, role, bio } = enTeam.members[member.id];
      expect(screen.getByText(role)).toBeInTheDocument();
      expect(screen.getByText(bio)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: `Portrait of ${name}` })).toHaveAttribute('src', member.image);
      const links = within(screen.getByRole('list', { name: `${name} on social media` })).getAllByRole(
        'link',
      );
      expect(links.map((a) => a.getAttribute('href'))).toEqual([
        member.social.github,
        member.social.linkedin,
        member.social.twitter,
      ]);
      links.forEach((a) => expect(a).toHaveAttribute('rel', 'noopener noreferrer'));
    }
  });
});

describe('TeamSection in Urdu', () => {
  withUrduMessages();

  it('team: names, roles and link labels in Urdu', () => {
    renderWithProviders(<TeamSection />, inUrdu);
    expect(screen.getByRole('heading', { level: 3, name: 'احمد رضا' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'احمد رضا کی تصویر' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'GitHub پر احمد رضا (نئی ٹیب میں کھلتا ہے)' }),
    ).toBeInTheDocument();
  });
});
