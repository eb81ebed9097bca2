import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Icon, theme } from '@site/ui';
import { renderWithProviders } from '../testing/render';
import { IconLink } from './icon-link';

describe('IconLink', () => {
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
});
