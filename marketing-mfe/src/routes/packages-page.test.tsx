import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { PackagesPage } from './packages-page';
import urPackages from '../messages/ur/packages';
import { inUrdu, whatsAppHref, withUrduMessages } from '../testing/urdu';

const renderPackages = (service: string) =>
  renderWithProviders(<PackagesPage />, { route: `/packages/${service}`, path: '/packages/:service' });

const expected = {
  laravel: [
    ['$2,999', '2-3'],
    ['$5,999', '4-6'],
    ['$9,999', '6-8'],
  ],
  react: [
    ['$2,499', '2-3'],
    ['$4,999', '4-5'],
    ['$8,999', '6-8'],
  ],
  shopify: [
    ['$1,999', '1-2'],
    ['$3,999', '3-4'],
    ['$7,999', '5-6'],
  ],
  remix: [
    ['$3,499', '3-4'],
    ['$6,499', '5-6'],
    ['$10,999', '7-8'],
  ],
} as const;

describe('PackagesPage', () => {
  it.each(Object.entries(expected))('shows Basic, Standard and Premium for %s', (service, rows) => {
    renderPackages(service);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Basic',
      'Standard',
      'Premium',
    ]);
    rows.forEach(([price, weeks], i) => {
      expect(cards[i]).toHaveTextContent(price);
      expect(cards[i]).toHaveTextContent(`${weeks} weeks`);
      expect(cards[i]).toHaveTextContent(`${[30, 60, 90][i]} days`);
      expect(within(cards[i]!).getAllByRole('listitem').length).toBeGreaterThan(3);
    });
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(within(cards[1]!).getByText('Most Popular')).toBeInTheDocument();
  });

  it("'Get Started' goes to /#start-project", async () => {
    renderPackages('react');
    await userEvent.setup().click(screen.getAllByRole('link', { name: 'Get Started' })[1]!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/#start-project$/);
  });

  it("'Book Free Consultation' goes to /#consultancy", async () => {
    renderPackages('shopify');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Book Free Consultation' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/#consultancy$/);
  });

  it("shows 'Service Not Found' with 'Go Back Home' for any other service", async () => {
    renderPackages('wordpress');
    expect(screen.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(document.title).toBe('Service Not Found | CodeNest Technologies');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go Back Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('PackagesPage on /ur/packages/:service, and its WhatsApp chats', () => {
  withUrduMessages();

  const renderUrdu = (service: string) =>
    renderWithProviders(<PackagesPage />, {
      ...inUrdu,
      route: `/packages/${service}`,
      path: '/packages/:service',
    });

  it('has Urdu headings, Intl prices, weeks and support, and a WhatsApp chat naming package and service', () => {
    renderUrdu('laravel');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Laravel ڈویلپمنٹ پیکجز');
    expect(document.title).toBe('Laravel ڈویلپمنٹ پیکجز | CodeNest Technologies');
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'بیسک',
      'اسٹینڈرڈ',
      'پریمیم',
    ]);
    expect(cards[0]).toHaveTextContent('$2,999');
    expect(cards[0]).toHaveTextContent('2-3 ہفتے');
    expect(cards[0]).toHaveTextContent('30 دن کی سپورٹ');
    expect(cards[2]).toHaveTextContent('$9,999');
    expect(within(cards[1]!).getByText('سب سے مقبول')).toBeInTheDocument();
    expect(
      within(cards[1]!).getByRole('link', { name: /اسٹینڈرڈ کے بارے میں WhatsApp پر پوچھیں/ }),
    ).toHaveAttribute(
      'href',
      whatsAppHref(
        'السلام علیکم CodeNest Technologies! مجھے Laravel کے اسٹینڈرڈ پیکج میں دلچسپی ہے۔ کیا ہم میرے پروجیکٹ پر بات کر سکتے ہیں؟',
      ),
    );
    expect(screen.getByRole('heading', { level: 2, name: urPackages.ctaTitle })).toBeInTheDocument();
  });

  it('in English, the package cards chat on WhatsApp in English', () => {
    renderWithProviders(<PackagesPage />, { route: '/packages/react', path: '/packages/:service' });
    const premium = screen.getAllByRole('article')[2]!;
    expect(within(premium).getByRole('link', { name: /Ask about Premium on WhatsApp/ })).toHaveAttribute(
      'href',
      whatsAppHref(
        'Hello CodeNest Technologies! I am interested in the Premium package for React. Can we discuss my project?',
      ),
    );
  });

  it("says 'Service Not Found' in Urdu for any other service", () => {
    renderUrdu('wordpress');
    expect(screen.getByRole('heading', { level: 1, name: 'سروس نہیں ملی' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ہوم پیج پر واپس جائیں' })).toBeInTheDocument();
  });
});
