import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { PricingPage } from './pricing-page';

describe('PricingPage', () => {
  it('shows the three plans with their prices and features', () => {
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    expect(document.title).toBe('Pricing | CodeNest Technologies');
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Basic Website',
      'Professional Web App',
      'Enterprise Solution',
    ]);
    expect(cards[0]).toHaveTextContent(/from\s*\$999/i);
    expect(cards[1]).toHaveTextContent(/from\s*\$2,999/i);
    expect(cards[2]).toHaveTextContent(/custom quote/i);
    cards.forEach((c) => expect(within(c).getAllByRole('listitem').length).toBeGreaterThan(3));
  });

  it.each(['Get Started', 'Start Your Project', 'Contact Sales', 'Get Custom Quote'])(
    "'%s' goes to /#start-project",
    async (name) => {
      renderWithProviders(<PricingPage />, { route: '/pricing' });
      await userEvent.setup().click(screen.getByRole('link', { name }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/#start-project$/);
    },
  );
});
