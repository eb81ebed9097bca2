import styled from '@emotion/styled';
import { languageNames } from '@site/leads';
import { Link } from '@site/router';
import { staffPages, type LeadSummary } from '@site/staff';
import { KindLabel, MailBadge, StatusBadge } from '@/components/lead-badges';
import { StaffTable } from '@/components/staff-table';
import { formatPakistanTime } from '@/lib/pakistan-time';
import { useMediaQuery } from '@/lib/use-media-query';
import { useInboxMessages } from '@/messages/en/staff-inbox';

/** At this width and under, the leads are cards; above it, a table. */
export const PHONE_QUERY = '(max-width: 640px)';

export interface LeadListProps {
  leads: readonly LeadSummary[];
  /** The id of the list's heading, which names the table. */
  labelledBy: string;
  /** The inbox's URL now (its filters and page): a lead's page links back to it. */
  inboxHref: string;
}

/** The leads of a page of the inbox: a table on a desktop, a card list on a phone. */
export function LeadList(props: LeadListProps) {
  return useMediaQuery(PHONE_QUERY) ? <LeadCards {...props} /> : <LeadTable {...props} />;
}

/** The link to a lead's page, named by the lead's name (as typed: in its own direction). */
function LeadLink({
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

const Table = styled.table`
  min-width: 56rem;
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
  td:first-of-type {
    min-width: 15rem;
  }
  .name {
    color: ${({ theme }) => theme.colors.fg.brand};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .sub {
    margin-block-start: 0.125rem;
    color: ${({ theme }) => theme.colors.fg.muted};
    word-break: break-word;
  }
  .choice {
    max-width: 14rem;
  }
`;

function LeadTable({ leads, inboxHref, labelledBy }: LeadListProps) {
  const t = useInboxMessages().list;
  const c = t.columns;
  return (
    <StaffTable label={t.scroll}>
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.kind}</th>
            <th scope="col">{c.choice}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.source}</th>
            <th scope="col">{c.language}</th>
            <th scope="col">{c.submitted}</th>
            <th scope="col">{c.mail}</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={`${lead.kind}/${lead.id}`}>
              <td>
                <LeadLink lead={lead} inboxHref={inboxHref} className="name" />
                <div className="sub" dir="auto">
                  {lead.email}
                </div>
              </td>
              <td>
                <KindLabel kind={lead.kind} />
              </td>
              <td className="choice">{lead.choice}</td>
              <td>
                <StatusBadge status={lead.status} />
              </td>
              <td dir="auto">{lead.source}</td>
              <td>{languageNames[lead.language]}</td>
              <td className="nowrap">
                <time dateTime={lead.submittedAt}>{formatPakistanTime(lead.submittedAt)}</time>
              </td>
              <td>
                <MailBadge state={lead.mail} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </StaffTable>
  );
}

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border.subtle};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg.surface};
  }
  li:hover {
    border-color: ${({ theme }) => theme.colors.border.brand};
  }
  .top {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }
  .name {
    color: ${({ theme }) => theme.colors.fg.brand};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    overflow-wrap: anywhere;
    text-decoration: none;
    /* The whole card opens the lead: a bigger target for a thumb. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
  }
  .choice {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

function LeadCards({ leads, inboxHref, labelledBy }: LeadListProps) {
  const t = useInboxMessages().list;
  return (
    <Cards aria-labelledby={labelledBy}>
      {leads.map((lead) => (
        <li key={`${lead.kind}/${lead.id}`}>
          <div className="top">
            <LeadLink lead={lead} inboxHref={inboxHref} className="name" />
            <StatusBadge status={lead.status} />
          </div>
          <p className="choice">{lead.choice}</p>
          <p className="meta">
            <KindLabel kind={lead.kind} />
            <span>{languageNames[lead.language]}</span>
            <span dir="auto">{lead.source}</span>
          </p>
          <p className="meta">
            <time dateTime={lead.submittedAt}>{formatPakistanTime(lead.submittedAt)}</time>
            <span>
              {t.mailLabel} <MailBadge state={lead.mail} />
            </span>
          </p>
        </li>
      ))}
    </Cards>
  );
}
