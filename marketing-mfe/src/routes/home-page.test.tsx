import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { HOME_DESCRIPTION, HomePage } from './home-page';
import urHome from '../messages/ur/home';
import { inUrdu, withUrduMessages } from '../testing/urdu';

// The courses section belongs to academy-mfe: stand in for the remote.
jest.mock('@site/federation', () => ({
  ...jest.requireActual('@site/federation'),
  RemoteArea: ({ module }: { module: string }) => <div data-testid="remote-area">{module}</div>,
}));

describe('HomePage', () => {
  it('renders the landing sections in the spec order, each with its anchor', async () => {
    // The sections below the hero are islands: their code arrives on its own (in an awaited act).
    const { container } = await act(async () => renderWithProviders(<HomePage />));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const ids = [...container.querySelectorAll('[id]')]
      .map((el) => el.id)
      .filter((id) =>
        ['services', 'portfolio', 'team', 'testimonials', 'courses', 'consultancy', 'start-project'].includes(
          id,
        ),
      );
    expect(ids).toEqual([
      'services',
      'portfolio',
      'team',
      'testimonials',
      'courses',
      'consultancy',
      'start-project',
    ]);
    expect(screen.getByTestId('remote-area')).toHaveTextContent('academy/CoursesSection');
    expect(container.querySelector('#courses')).toContainElement(screen.getByTestId('remote-area'));
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.at(-1)).toBe('Explore Our Platform');
  });

  it('sets the title and the sharing metadata with an image', () => {
    renderWithProviders(<HomePage />);
    expect(document.title).toBe('CodeNest Technologies');
    const meta = (key: string) =>
      document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect(meta('description')).toBe(HOME_DESCRIPTION);
    expect(meta('og:title')).toBe('CodeNest Technologies');
    expect(meta('og:description')).toBe(HOME_DESCRIPTION);
    expect(meta('og:image')).toBeTruthy();
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(meta('og:image'));
  });
});

describe('HomePage in Urdu', () => {
  withUrduMessages();

  it('has its h1, description and sections in Urdu', async () => {
    await act(async () => renderWithProviders(<HomePage />, inUrdu));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'ہم ایسی ڈیجیٹل پروڈکٹس بناتے ہیں جو آپ کے کاروبار کو ترقی دیں',
    );
    expect(document.title).toBe(
      'سرگودھا کا سافٹ ویئر ہاؤس اور آئی ٹی ٹریننگ انسٹی ٹیوٹ | CodeNest Technologies',
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      urHome.description,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        'ہماری خدمات',
        'ہمارا پورٹ فولیو',
        'ہماری ٹیم سے ملیے',
        'ہمارا پلیٹ فارم دیکھیں',
      ]),
    );
  });
});
