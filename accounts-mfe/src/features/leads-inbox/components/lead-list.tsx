import type { LeadSummary } from '@site/staff';
import { useMediaQuery } from '@/lib/use-media-query';
import { LeadCards } from './lead-cards';
import { LeadTable } from './lead-table';

/** At this width and under, the leads are cards; above it, a table. */
export const PHONE_QUERY = '(max-width: 640px)';

export interface LeadListProps {
  leads: readonly LeadSummary[];
  /** The id of the list's heading, which names the table. */
  labelledBy: string;
  /** The inbox's URL now (its filters and page): a lead's page links back to it. */
  inboxHref: string;
}

/**
 * The leads of a page of the inbox: a table on a desktop, a card list on a phone. Chosen in the
 * script (the list is rendered in the browser only): the page holds one list, not two hidden by CSS.
 */
export function LeadList(props: LeadListProps) {
  return useMediaQuery(PHONE_QUERY) ? <LeadCards {...props} /> : <LeadTable {...props} />;
}
