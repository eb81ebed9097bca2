import styled from '@emotion/styled';
import { ButtonLink } from '@site/federation';
import { Icon } from '@site/ui';
import type { ReactNode } from 'react';

const Scroll = styled.div<{ flushTop: boolean }>`
  overflow-x: auto;
  margin: ${({ theme, flushTop }) => (flushTop ? `calc(-1 * ${theme.space[4]})` : 0)}
    calc(-1 * ${({ theme }) => theme.space[4]}) 0;
  ${({ theme }) => theme.mq.md} {
    margin: ${({ theme, flushTop }) => (flushTop ? `calc(-1 * ${theme.space[6]})` : 0)}
      calc(-1 * ${({ theme }) => theme.space[6]}) 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[3]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border.subtle};
    text-align: start;
    vertical-align: top;
  }
  th:first-of-type,
  td:first-of-type {
    padding-inline-start: ${({ theme }) => theme.space[6]};
  }
  th:last-of-type,
  td:last-of-type {
    padding-inline-end: ${({ theme }) => theme.space[6]};
  }
  thead th {
    background: ${({ theme }) => theme.colors.bg.subtle};
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  thead th:first-of-type {
    border-start-start-radius: ${({ theme, flushTop }) => (flushTop ? theme.radii.lg : 0)};
  }
  thead th:last-of-type {
    border-start-end-radius: ${({ theme, flushTop }) => (flushTop ? theme.radii.lg : 0)};
  }
  .nowrap {
    white-space: nowrap;
  }
`;

export interface StaffTableProps {
  /** What the table is, for the region that scrolls it sideways. */
  label: string;
  /** The table's head at its card's top (nothing above it in the card). */
  flushTop?: boolean;
  children: ReactNode;
}

/**
 * A staff page's table, from edge to edge of its card. A window narrower than the table scrolls
 * it sideways, from the keyboard too (the region takes the focus).
 */
export function StaffTable({ label, flushTop = false, children }: StaffTableProps) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0} flushTop={flushTop}>
      {children}
    </Scroll>
  );
}

const Pages = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space[3]};
    margin: ${({ theme }) => theme.space[5]} 0 0;
    padding: 0;
    list-style: none;
  }
`;

export interface PagerProps {
  label: string;
  /** The first page's URL, when this is not it. */
  newest?: { href: string; text: string };
  /** The next (older) page's URL, when there is one. */
  older?: { href: string; text: string };
}

/** Links to the newest page and the older one of a list paged by the API's cursor. */
export function Pager({ label, newest, older }: PagerProps) {
  if (!newest && !older) return null;
  return (
    <Pages aria-label={label}>
      <ul>
        {newest && (
          <li>
            <ButtonLink to={newest.href} variant="ghost">
              {newest.text}
            </ButtonLink>
          </li>
        )}
        {older && (
          <li>
            <ButtonLink to={older.href} variant="secondary">
              {older.text}
              <Icon name="arrow-right" size="1rem" />
            </ButtonLink>
          </li>
        )}
      </ul>
    </Pages>
  );
}
