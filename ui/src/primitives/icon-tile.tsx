import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Icon, type IconName } from './icon';

/** The tile's side: 3rem (`sm`), 3.5rem (`md`), 4rem (`lg`) or 4.5rem (`xl`), its icon in proportion. */
export type IconTileSize = 'sm' | 'md' | 'lg' | 'xl';
/**
 * Its colours: `brand` and `success` on a light surface; on a dark panel, `accentOnDark` (a
 * light teal icon) or `inverse` (the panel's white).
 */
export type IconTileTone = 'brand' | 'success' | 'accentOnDark' | 'inverse';

export interface IconTileProps {
  icon: IconName;
  size?: IconTileSize;
  tone?: IconTileTone;
  /** Corner radius, a step of the theme's radii: `full` makes a disc. */
  radius?: 'md' | 'lg' | 'full';
  className?: string;
}

const sizes: Record<IconTileSize, { box: string; icon: string }> = {
  sm: { box: '3rem', icon: '1.5rem' },
  md: { box: '3.5rem', icon: '1.5rem' },
  lg: { box: '4rem', icon: '2rem' },
  xl: { box: '4.5rem', icon: '2.25rem' },
};

const tones = (theme: Theme): Record<IconTileTone, { background: string; color: string }> => ({
  brand: { background: theme.colors.bg.brandSubtle, color: theme.colors.fg.brand },
  success: { background: theme.colors.bg.successSubtle, color: theme.colors.fg.success },
  accentOnDark: { background: 'rgba(255, 255, 255, 0.12)', color: theme.colors.fg.accentOnDark },
  inverse: { background: 'rgba(255, 255, 255, 0.14)', color: theme.colors.fg.inverse },
});

const Tile = styled('span', {
  shouldForwardProp: (prop) => !['size', 'tone', 'radius'].includes(prop),
})<{ size: IconTileSize; tone: IconTileTone; radius: 'md' | 'lg' | 'full' }>`
  display: grid;
  place-items: center;
  width: ${({ size }) => sizes[size].box};
  height: ${({ size }) => sizes[size].box};
  border-radius: ${({ theme, radius }) => theme.radii[radius]};
  background: ${({ theme, tone }) => tones(theme)[tone].background};
  color: ${({ theme, tone }) => tones(theme)[tone].color};
`;

/**
 * An icon on a tinted square or disc: the mark of a card, a benefit, a success message or a
 * sign-in screen. Decorative: the text beside it says what it means.
 */
export function IconTile({ icon, size = 'sm', tone = 'brand', radius = 'md', className }: IconTileProps) {
  return (
    <Tile size={size} tone={tone} radius={radius} className={className} aria-hidden="true">
      <Icon name={icon} size={sizes[size].icon} />
    </Tile>
  );
}
