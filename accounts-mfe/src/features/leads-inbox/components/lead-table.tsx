import styled from '@emotion/styled';
import { languageNames } from '@site/leads';
import { KindLabel, MailBadge, StatusBadge } from '@/components/lead-badges';
import { StaffTable } from '@/components/staff-table';
import { formatPakistanTime } from '@/lib/pakistan-time';
import { useInboxMessages } from '@/messages/en/staff-inbox';
import { LeadLink } from './lead-link';
import type { LeadListProps } from './lead-list';

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

/** The leads as a table (above PHONE_QUERY's width): one row each, a column per fact. */
export function LeadTable({ leads, inboxHref, labelledBy }: LeadListProps) {
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
