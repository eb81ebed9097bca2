import styled from '@emotion/styled';
import { Link } from '@site/router';
import { isLeadKind, LEAD_STATUSES, statusesOf, type LeadStatus } from '@site/staff';
import { useStaffMessages } from '@/messages/en/staff';
import { useInboxMessages } from '@/messages/en/staff-inbox';
import { inboxHref, type LeadFilters } from '../lib/lead-query';

// On a phone one row that scrolls sideways (the list stays near the top), wrapped from a tablet.
const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 calc(-1 * ${({ theme }) => theme.space[4]});
  padding: 2px ${({ theme }) => theme.space[4]};
  overflow-x: auto;
  list-style: none;
  scrollbar-width: none;
  ${({ theme }) => theme.mq.sm} {
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    overflow: visible;
  }
  li {
    flex: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 2.5rem;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]}
      ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.bg.surface};
    color: ${({ theme }) => theme.colors.fg.default};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    &:hover {
      border-color: ${({ theme }) => theme.colors.border.brand};
      background: ${({ theme }) => theme.colors.bg.brandSubtle};
    }
    &[aria-current='page'] {
      border-color: ${({ theme }) => theme.colors.action.primary};
      background: ${({ theme }) => theme.colors.action.primary};
      color: ${({ theme }) => theme.colors.fg.onBrand};
    }
  }
  .count {
    min-width: 1.75rem;
    padding: 0.125rem ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.bg.muted};
    color: ${({ theme }) => theme.colors.fg.default};
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
`;

export interface StatusChipsProps {
  filters: LeadFilters;
  counts: Record<LeadStatus, number>;
}

/**
 * The leads of the filter per status, each a link to the inbox filtered by it (with the other
 * filters kept), the one shown marked `aria-current`. A kind filter shows only its statuses.
 */
export function StatusChips({ filters, counts }: StatusChipsProps) {
  const t = useInboxMessages().statuses;
  const labels = useStaffMessages().statuses;
  const statuses = isLeadKind(filters.kind) ? statusesOf[filters.kind] : LEAD_STATUSES;
  const all = LEAD_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  const chip = (status: LeadStatus | undefined, label: string, count: number) => (
    <li key={status ?? 'all'}>
      <Link to={inboxHref(filters, { status })} aria-current={filters.status === status ? 'page' : undefined}>
        {label}
        <span className="count">{count}</span>
      </Link>
    </li>
  );
  return (
    <nav aria-label={t.label}>
      <List>
        {chip(undefined, t.all, all)}
        {statuses.map((status) => chip(status, labels[status], counts[status] ?? 0))}
      </List>
    </nav>
  );
}
