import { loadTranslations } from '@site/i18n';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ReadMoreLink } from './card-link';

const title = 'React Hooks Explained';

describe('ReadMoreLink', () => {
  it('reads "Read more: {title}" and leads to the page, in English', () => {
    renderWithProviders(<ReadMoreLink to="/blog/react-hooks-explained" title={title} />);
    const link = screen.getByRole('link', { name: /^Read more ?: React Hooks Explained$/ });
    expect(link).toHaveAttribute('href', '/blog/react-hooks-explained');
    expect(link).not.toHaveAttribute('hreflang');
    expect(link).not.toHaveTextContent('(in English)');
  });

  it('says the page is in English, and marks the title so, on a page in Urdu', async () => {
    await loadTranslations('ur');
    renderWithProviders(<ReadMoreLink to="/blog/react-hooks-explained" title={title} />, { locale: 'ur' });
    const link = screen.getByRole('link', {
      name: /^مزید پڑھیں ?: React Hooks Explained \(انگریزی میں\)$/,
    });
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(screen.getByText(title)).toHaveAttribute('lang', 'en');
  });
});
