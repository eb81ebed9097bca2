import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { theme } from '../theme/theme';
import { Icon } from './icon';
import { IconAnchor } from './icon-link';

describe('IconAnchor', () => {
  it('links elsewhere with the attributes it is given, only as tall as its text unless asked', () => {
    renderWithTheme(
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
