import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scrollToId } from '@site/ui';
import { useLocation } from '@site/router';
import { renderWithProviders } from '@/testing/render';
import { SERVICE_SCROLL_DELAY_MS } from '../data/constants';
import { ServicesSection } from './services-section';
import { enServiceDetails } from '@/messages/en/service-details';
import urServiceDetails from '@/messages/ur/service-details';
import { inUrdu, withUrduMessages } from '@/testing/urdu';

jest.mock('@site/ui', () => ({ ...jest.requireActual('@site/ui'), scrollToId: jest.fn(() => true) }));

function CurrentUrl() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Current URL">{pathname + hash}</output>;
}

// Mounted at '/', as on the site: going to '/#start-project' keeps the home page on screen.
const renderSection = () =>
  renderWithProviders(
    <>
      <ServicesSection />
      <CurrentUrl />
    </>,
    { route: '/' },
  );

describe('ServicesSection', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.mocked(scrollToId).mockClear();
  });

  it('shows the 10 services of the spec, in order', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Our Services' });
    expect(section).toHaveAttribute('id', 'services');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Laravel',
      'React JS',
      'React Native',
      'Remix JS',
      'MERN Stack',
      'Shopify',
      'Cloud Solutions',
      'UI/UX Design',
      'API Development',
      'DevOps & Automation',
    ]);
  });

  it('opens the detail modal from a card and closes it with the close button', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Laravel' }));
    const dialog = screen.getByRole('dialog', { name: 'Laravel' });
    // The body arrives on demand, with its words.
    expect(
      await within(dialog).findByText(enServiceDetails.items.laravel.detailedDescription),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Key features' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the 6 default features and 6 default benefits for a service without its own', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Cloud Solutions' }));
    const dialog = screen.getByRole('dialog', { name: 'Cloud Solutions' });
    const features = within(await within(dialog).findByRole('list', { name: 'Key features' })).getAllByRole(
      'listitem',
    );
    const benefits = within(within(dialog).getByRole('list', { name: 'Benefits' })).getAllByRole('listitem');
    expect(features.map((li) => li.textContent)).toEqual(enServiceDetails.defaultFeatures);
    expect(benefits.map((li) => li.textContent)).toEqual(enServiceDetails.defaultBenefits);
    expect(features).toHaveLength(6);
    expect(benefits).toHaveLength(6);
  });

  it("'Get This Service' closes the modal, goes to /#start-project and scrolls there after 100 ms", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSection();
    await user.click(screen.getByRole('button', { name: 'React Native' }));
    await user.click(screen.getByRole('button', { name: 'Get This Service' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent('/#start-project');
    act(() => jest.advanceTimersByTime(SERVICE_SCROLL_DELAY_MS - 1));
    expect(scrollToId).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollToId).toHaveBeenCalledWith('start-project');
  });
});

describe('ServicesSection in Urdu', () => {
  withUrduMessages();

  it('services: Urdu cards, product names in Latin, the dialog in Urdu', async () => {
    renderWithProviders(<ServicesSection />, inUrdu);
    const section = screen.getByRole('region', { name: 'ہماری خدمات' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles.slice(0, 3)).toEqual(['Laravel', 'React JS', 'React Native']);
    expect(titles).toContain('کلاؤڈ سلوشنز');
    await userEvent.setup().click(screen.getByRole('button', { name: 'کلاؤڈ سلوشنز' }));
    const dialog = screen.getByRole('dialog', { name: 'کلاؤڈ سلوشنز' });
    expect(await within(dialog).findByRole('heading', { name: 'اہم خصوصیات' })).toBeInTheDocument();
    // No features of its own: the Urdu defaults.
    expect(
      within(within(dialog).getByRole('list', { name: 'اہم خصوصیات' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(urServiceDetails.defaultFeatures);
    expect(within(dialog).getByRole('button', { name: 'یہ سروس حاصل کریں' })).toBeInTheDocument();
  });
});
