import { renderWithTheme } from '../testing/render';
import { theme } from '../theme/theme';
import { IconTile } from './icon-tile';

describe('IconTile', () => {
  it('draws its icon on a tinted tile of the size and shape asked, hidden from assistive technology', () => {
    const { container } = renderWithTheme(<IconTile icon="check" size="lg" tone="success" radius="full" />);
    const tile = container.firstElementChild as HTMLElement;
    expect(tile).toHaveAttribute('aria-hidden', 'true');
    expect(tile).not.toHaveAttribute('size');
    expect(tile).toHaveStyle({
      width: '4rem',
      height: '4rem',
      borderRadius: theme.radii.full,
      color: theme.colors.fg.success,
    });
    expect(tile.querySelector('svg')).toHaveAttribute('width', '2rem');
  });

  it('is a 3rem brand square with rounded corners unless told otherwise', () => {
    const { container } = renderWithTheme(<IconTile icon="code" />);
    expect(container.firstElementChild).toHaveStyle({
      width: '3rem',
      borderRadius: theme.radii.md,
      color: theme.colors.fg.brand,
    });
  });
});
