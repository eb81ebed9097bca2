import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';

/** The border of an `interactive` card on hover and focus inside. */
export type CardHoverBorder = 'tint' | 'brand' | 'keep';

export interface CardProps {
  /** Hover or focus inside lifts the card and deepens its shadow: for a card that links or opens something. */
  interactive?: boolean;
  /** With `interactive`: the border turns light blue (`tint`, default), blue (`brand`) or stays as it is (`keep`). */
  hoverBorder?: CardHoverBorder;
  /** Inner padding, a step of the theme's spacing scale. */
  padding?: 4 | 5 | 6 | 8;
  /**
   * Edge to edge: no padding, and the rounded corners clip what touches them. For a card that
   * opens with a `CardMedia` image and holds its text in a `CardBody`.
   */
  flush?: boolean;
}

const hoverBorders = (theme: Theme): Record<CardHoverBorder, string> => ({
  tint: theme.palette.blue[200],
  brand: theme.colors.border.brand,
  keep: theme.colors.border.subtle,
});

/** A surface for one item (a service, a course, a post). */
export const Card = styled.div<CardProps>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme, padding = 6, flush }) => (flush ? 0 : theme.space[padding])};
  ${({ flush }) => flush && 'overflow: hidden;'}
  transition:
    box-shadow ${({ theme }) => theme.durations.normal} ease,
    transform ${({ theme }) => theme.durations.normal} ease,
    border-color ${({ theme }) => theme.durations.normal} ease;
  ${({ interactive, hoverBorder = 'tint', theme }) =>
    interactive &&
    `
    &:hover, &:focus-within {
      box-shadow: ${theme.shadows.lg};
      border-color: ${hoverBorders(theme)[hoverBorder]};
      transform: translateY(-3px);
    }
    ${theme.mq.reducedMotion} {
      &:hover, &:focus-within { transform: none; }
    }
  `}
`;

export interface CardMediaProps {
  /** Intrinsic width of the image, in pixels: with `height`, it fixes the aspect ratio. */
  width: number;
  /** Intrinsic height of the image, in pixels. */
  height: number;
}

/**
 * A card's picture: full width at the fixed aspect ratio of its intrinsic size, so that nothing
 * moves while it loads. Also fits a figure outside a card.
 */
export const CardMedia = styled.img<CardMediaProps>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({ width, height }) => `${width} / ${height}`};
  object-fit: cover;
`;

export interface CardBodyProps {
  /** Space between its parts, a step of the theme's spacing scale. */
  gap?: 3 | 4;
  /** Padding, a step of the theme's spacing scale. */
  padding?: 5 | 6;
}

/** The text of a `flush` card under its image: a column that fills the rest of the card. */
export const CardBody = styled.div<CardBodyProps>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme, gap = 3 }) => theme.space[gap]};
  padding: ${({ theme, padding = 6 }) => theme.space[padding]};
`;

/** A card's heading; render it `as` the level its page needs. */
export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export interface CardMetaProps {
  /** First item at the start, last at the end (a badge and a date). */
  spread?: boolean;
  /** Space between items on one line, a step of the theme's spacing scale (lines are 2 apart). */
  gap?: 2 | 3 | 4 | 5;
}

/** A card's row of small facts (level, duration, date, progress) in muted small text. */
export const CardMeta = styled.div<CardMetaProps>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ spread }) => (spread ? 'space-between' : 'flex-start')};
  gap: ${({ theme }) => theme.space[2]} ${({ theme, gap = 3 }) => theme.space[gap]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.fg.muted};
`;

/** Small label: a category, a level, a status. */
export const Badge = styled.span<{ tone?: 'brand' | 'accent' | 'neutral' | 'warning' | 'success' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.6;
  white-space: nowrap;
  ${({ theme, tone = 'brand' }) => {
    const tones = {
      brand: [theme.colors.bg.brandSubtle, theme.colors.fg.brand],
      accent: [theme.colors.bg.accentSubtle, theme.colors.fg.accent],
      neutral: [theme.colors.bg.muted, theme.colors.fg.muted],
      warning: [theme.colors.bg.warningSubtle, theme.colors.fg.warning],
      success: [theme.colors.bg.successSubtle, theme.colors.fg.success],
    } as const;
    const [bg, fg] = tones[tone];
    return `background: ${bg}; color: ${fg};`;
  }}
`;

/** A text link in running copy. */
export const TextLink = styled.a`
  color: ${({ theme }) => theme.colors.fg.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 0.2em;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;
