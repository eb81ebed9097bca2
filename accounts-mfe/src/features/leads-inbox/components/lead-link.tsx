import { Link } from '@site/router';
import { staffPages, type LeadSummary } from '@site/staff';

/**
 * The link to a lead's page, named by the lead's name (as typed: in its own direction). It hands
 * the inbox's URL to the lead's page, whose "All leads" returns to the inbox as it was left.
 */
export function LeadLink({
  lead,
  inboxHref,
  className,
}: {
  lead: LeadSummary;
  inboxHref: string;
  className?: string;
}) {
  return (
    <Link
      to={staffPages.lead(lead.kind, lead.id)}
      state={{ inbox: inboxHref }}
      className={className}
      dir="auto"
    >
      {lead.fullName}
    </Link>
  );
}
