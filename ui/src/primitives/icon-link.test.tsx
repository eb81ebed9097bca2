import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { theme } from '../theme/theme';
import { Icon } from './icon';
import { IconAnchor, IconLink } from './icon-link';

describe('IconLink and IconAnchor', () => {
  it('navigates inside the site, named by its text alone', async () => {
    renderWithProviders(
      <IconLink to="/blog" gap={2} touchTarget>
        <Icon name="arrow-left" />
        Back to Blog
      </IconLink>,
      { route: '/blog/a-post' },
    );
    const link = screen.getByRole('link', { name: 'Back to Blog' });
    expect(link).toHaveStyle({ gap: theme.space[2], minHeight: '2.75rem', textDecoration: 'none' });
    expect(link).not.toHaveAttribute('gap');
    expect(link).not.toHaveAttribute('touchTarget');
    await userEvent.setup().click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/blog');
  });

  it('links elsewhere with the attributes it is given, only as tall as its text unless asked', () => {
    renderWithProviders(
      <IconAnchor href="https://example.com" target="_blank" rel="noopener noreferrer">
        <Icon name="external-link" size="1rem" />
        Live Site
      </IconAnchor>,
    );
    const link = screen.getByRole('link', { name: 'Live Site' });
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveStyle({ gap: theme.space[1], fontWeight: String(theme.fontWeights.semibold) });
    expect(link).not.toHaveStyle({ minHeight: '2.75rem' });
  });
});
