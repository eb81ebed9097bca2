import styled from '@emotion/styled';
import { Link, type To } from '@site/router';
import { linkRowStyles } from '@site/ui';

const List = styled('ul', { shouldForwardProp: (prop) => prop !== 'spacing' })<{ spacing: 'sm' | 'md' }>`
  ${({ theme }) => linkRowStyles({ theme, gap: 2, touchTarget: true })}
  justify-content: center;
  a {
    padding: ${({ theme }) => theme.space[2]}
      ${({ theme, spacing }) => (spacing === 'sm' ? theme.space[4] : theme.space[5])};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.bg.surface};
    color: ${({ theme }) => theme.colors.fg.default};
    font-size: ${({ theme, spacing }) => (spacing === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    transition:
      background-color ${({ theme }) => theme.durations.fast} ease,
      border-color ${({ theme }) => theme.durations.fast} ease,
      color ${({ theme }) => theme.durations.fast} ease;
    &:hover {
      border-color: ${({ theme }) => theme.colors.border.brand};
      background: ${({ theme }) => theme.colors.bg.brandSubtle};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.action.primary};
      border-color: ${({ theme }) => theme.colors.action.primary};
      color: ${({ theme }) => theme.colors.fg.onBrand};
    }
  }
`;

export interface FilterLinksProps<T extends string> {
  /** What the filter chooses, for assistive technology: "Filter posts by category". */
  label: string;
  options: readonly T[];
  selected: T;
  /** The URL of the view filtered by an option (a query parameter of the same page). */
  to: (option: T) => To;
  /** Pill size: `sm` for a dense list. */
  spacing?: 'sm' | 'md';
}

/**
 * A filter as a row of pill links, the chosen one marked `aria-current="page"`. Each filtered
 * view has its own URL, so the filter works before any script runs (the server renders the
 * filtered page), can be shared, and after hydration filters without a reload.
 */
export function FilterLinks<T extends string>({
  label,
  options,
  selected,
  to,
  spacing = 'md',
}: FilterLinksProps<T>) {
  return (
    <List aria-label={label} spacing={spacing}>
      {options.map((option) => (
        <li key={option}>
          <Link to={to(option)} aria-current={option === selected ? 'page' : undefined}>
            {option}
          </Link>
        </li>
      ))}
    </List>
  );
}

/** A filter option as it appears in a URL: "Company News" → "company-news". */
export function filterSlug(option: string): string {
  return option
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
