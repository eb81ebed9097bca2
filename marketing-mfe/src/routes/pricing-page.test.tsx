import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { PricingPage } from './pricing-page';
import { inUrdu, withUrduMessages } from '../testing/urdu';

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

describe('PricingPage on /ur/pricing', () => {
  withUrduMessages();

  it('has Urdu headings and Intl prices, and every action goes to the project form', () => {
    renderWithProviders(<PricingPage />, { ...inUrdu, route: '/pricing' });
    expect(document.title).toBe('قیمتیں | CodeNest Technologies');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سادہ اور شفاف قیمتیں');
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'بنیادی ویب سائٹ',
      'پروفیشنل ویب ایپ',
      'انٹرپرائز سلوشن',
    ]);
    expect(cards[0]).toHaveTextContent('ابتدائی قیمت$999');
    expect(cards[1]).toHaveTextContent('$2,999');
    expect(cards[2]).toHaveTextContent('حسبِ ضرورت کوٹیشن');
    expect(within(cards[1]!).getByText('سب سے مقبول')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /اپنی ضرورت کے مطابق کوٹیشن لیں/ })).toBeInTheDocument();
  });
});

describe('PricingPage actions (spec §2: every action goes to /#start-project)', () => {
  it('has four links, each to the project form, and none elsewhere (no WhatsApp chat)', () => {
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toHaveAttribute('href', '/#start-project');
  });
});
