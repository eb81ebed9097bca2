import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteThemeProvider, scrollToId, supportsInvokerCommands } from '@site/ui';
import { LocaleProvider } from '@site/i18n';
import { MemoryRouter, useLocation } from '@site/router';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from '@/testing/render';
import { SERVICE_SCROLL_DELAY_MS } from '../data/constants';
import { ServicesSection } from './services-section';
import { enServiceDetails } from '@/messages/en/service-details';
import urServiceDetails from '@/messages/ur/service-details';
import { inUrdu, withUrduMessages } from '@/testing/urdu';

jest.mock('@site/ui', () => ({
  ...jest.requireActual('@site/ui'),
  scrollToId: jest.fn(() => true),
  // jsdom runs no `commandfor`: false (the fallback), unless a test plays a browser that does.
  supportsInvokerCommands: jest.fn(() => false),
}));

function CurrentUrl() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Current URL">{pathname + hash}</output>;
}

// Mounted at '/', as on the site: going to '/#start-project' keeps the home page on screen.
const page = (
  <>
    <ServicesSection />
    <CurrentUrl />
  </>
);
const renderSection = () => renderWithProviders(page, { route: '/' });

/** The first test to show a body waits for its chunk to be compiled and loaded. */
const chunk = { timeout: 5000 };

const dialogOf = (id: string) => document.getElementById(`service-${id}`) as HTMLDialogElement;

/** The element that names a dialog: its title. */
const titleOf = (dialog: HTMLDialogElement) =>
  document.getElementById(dialog.getAttribute('aria-labelledby')!);

/** What the browser does on a tap on a `commandfor` button (jsdom does not): opens the dialog. */
async function openNatively(dialog: HTMLDialogElement) {
  dialog.setAttribute('open', '');
  await act(async () => {
    dialog.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
  });
}

describe('ServicesSection', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.mocked(scrollToId).mockClear();
    jest.mocked(supportsInvokerCommands).mockReturnValue(false);
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

  it('has a closed dialog per service in the page from the start, with its title and no body', () => {
    renderSection();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialogs = screen.getAllByRole('dialog', { hidden: true });
    expect(dialogs).toHaveLength(10);
    expect(new Set(dialogs.map((dialog) => dialog.id)).size).toBe(10);
    dialogs.forEach((dialog) => {
      expect(dialog.id).toMatch(/^service-[a-z-]+$/);
      expect(dialog).not.toHaveAttribute('open');
      expect(
        within(dialog).getByRole('button', { name: 'Get This Service', hidden: true }),
      ).toBeInTheDocument();
    });
    // Named by its title (computed once open: a closed dialog has no accessible name in jsdom).
    const laravel = dialogOf('laravel');
    expect(titleOf(laravel)).toHaveTextContent(/^Laravel$/);
    expect(laravel).toHaveTextContent(
      'Secure, scalable web applications and back ends built on the Laravel PHP framework.',
    );
    expect(titleOf(dialogOf('devops'))).toHaveTextContent(/^DevOps & Automation$/);
    // The bodies come on demand: not one is in the page.
    expect(screen.queryByText(enServiceDetails.items.laravel.detailedDescription)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Key features', hidden: true })).not.toBeInTheDocument();
  });

  it("names its card's dialog on every card button, which the browser opens itself", () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Our Services' });
    const buttons = within(section).getAllByRole('button');
    expect(buttons).toHaveLength(10);
    buttons.forEach((button) => {
      expect(button).toHaveAttribute('command', 'show-modal');
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      const dialog = document.getElementById(button.getAttribute('commandfor')!);
      expect(dialog?.tagName).toBe('DIALOG');
      expect(titleOf(dialog as HTMLDialogElement)).toHaveTextContent(button.textContent!);
    });
  });

  it('shows the body when the browser has opened a dialog, and follows it closing', async () => {
    const user = userEvent.setup();
    renderSection();
    await openNatively(dialogOf('laravel'));
    const dialog = screen.getByRole('dialog', { name: 'Laravel' });
    expect(
      await within(dialog).findByText(enServiceDetails.items.laravel.detailedDescription, {}, chunk),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Closed by the browser alone (a click outside it): the section follows, and the card opens it again.
    await openNatively(dialogOf('react'));
    await screen.findByRole('list', { name: 'Key features' });
    act(() => dialogOf('react').close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'React JS' }));
    expect(screen.getByRole('dialog', { name: 'React JS' })).toBeInTheDocument();
  });

  it('keeps open a dialog the browser opened before hydration, and shows its body', async () => {
    const onServer = (
      <LocaleProvider locale="en">
        <SiteThemeProvider>
          <MemoryRouter>
            <ServicesSection />
          </MemoryRouter>
        </SiteThemeProvider>
      </LocaleProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(onServer);
    // A tap at the first paint: the browser opened React Native's dialog.
    dialogOf('react-native').setAttribute('open', '');
    // React (in development only) says the dialog has an `open` it did not render, and leaves it.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, onServer);
    });
    const dialog = screen.getByRole('dialog', { name: 'React Native' });
    expect(
      await within(dialog).findByText(enServiceDetails.items['react-native'].detailedDescription, {}, chunk),
    ).toBeInTheDocument();
    expect(dialog).toHaveAttribute('open');
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/Hydration failed|didn't match the client text/);
    errors.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });

  it('leaves the opening to a browser that runs commandfor', async () => {
    jest.mocked(supportsInvokerCommands).mockReturnValue(true);
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Laravel' }));
    // jsdom is not that browser: nothing opened it, and the click did not open it a second time.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
  it("'Get This Service' closes a dialog the browser opened before the section knew", async () => {
    const user = userEvent.setup();
    renderSection();
    const dialog = dialogOf('shopify');
    // Open, and its toggle event not yet handled: the replay of a tap held before hydration.
    dialog.setAttribute('open', '');
    await user.click(within(dialog).getByRole('button', { name: 'Get This Service' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent('/#start-project');
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
