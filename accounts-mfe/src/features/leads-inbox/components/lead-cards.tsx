import styled from '@emotion/styled';
import { languageNames } from '@site/leads';
import { KindLabel, MailBadge, StatusBadge } from '@/components/lead-badges';
import { formatPakistanTime } from '@/lib/pakistan-time';
import { useInboxMessages } from '@/messages/en/staff-inbox';
import { LeadLink } from './lead-link';
import type { LeadListProps } from './lead-list';

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

/** The leads as cards (a phone): each card opens the lead, the name its link. */
export function LeadCards({ leads, inboxHref, labelledBy }: LeadListProps) {
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
