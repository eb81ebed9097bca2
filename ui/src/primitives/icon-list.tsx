import type { Theme } from '@emotion/react';
import isPropValid from '@emotion/is-prop-valid';
import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { Icon } from './icon';

/** Colour of an `IconList`'s icons: green, teal, or light teal on a dark panel. */
export type IconListTone = 'success' | 'accent' | 'onDark';

export interface IconListProps {
  /** Colour of the icons (`success`, green, by default). */
  tone?: IconListTone;
  /** Space between the items and between an icon and its text, a step of the theme's spacing scale. */
  spacing?: 2 | 3;
}

const tones = (theme: Theme): Record<IconListTone, string> => ({
  success: theme.colors.fg.success,
  accent: theme.colors.fg.accent,
  onDark: theme.colors.fg.accentOnDark,
});

/**
 * A list whose items each start with an icon (`<li><Icon … />text</li>`), the icon level with the
 * first line of a text that wraps.
 */
export const IconList = styled('ul', {
  shouldForwardProp: (prop) => isPropValid(prop) && prop !== 'spacing',
})<IconListProps>`
  display: grid;
  gap: ${({ theme, spacing = 2 }) => theme.space[spacing]};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme, spacing = 2 }) => theme.space[spacing]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme, tone = 'success' }) => tones(theme)[tone]};
  }
`;

export interface CheckListProps extends IconListProps, Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The points, each after a check mark. Each is its item's key, so no two may be the same. */
  items: readonly string[];
  /** Size of the check marks, a CSS length. */
  markSize?: string;
}

/** Points ticked off with check marks: features, benefits, what a visitor gets. */
export function CheckList({ items, markSize = '1.1rem', ...list }: CheckListProps) {
  return (
    <IconList {...list}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={markSize} />
          {item}
        </li>
      ))}
    </IconList>
  );
}
