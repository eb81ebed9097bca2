import styled from '@emotion/styled';
import { SOURCE_KEYS } from '@site/leads';
import type { LeadDetail } from '@site/staff';
import { formatPakistanTime } from '@/lib/pakistan-time';
import { useLeadMessages } from '@/messages/en/staff-lead';
import { Facts } from './lead-parts';

const Label = styled.p`
  margin-block-end: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  .muted {
    display: block;
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

/** Where the lead came from: its source's label, then each key kept (campaign, click id, pages…). */
export function LeadSource({ lead }: { lead: Pick<LeadDetail, 'source' | 'userAgent'> }) {
  const t = useLeadMessages().source;
  const { label, ...kept } = lead.source;
  const keys = SOURCE_KEYS.filter((key) => kept[key]);
  return (
    <>
      <Label>
        <span className="muted">{t.label}</span>
        <span dir="auto">{label}</span>
      </Label>
      {keys.length === 0 && <p>{t.direct}</p>}
      <Facts>
        {keys.map((key) => (
          <div key={key}>
            <dt>{t.keys[key]}</dt>
            <dd dir="auto">{key === 'first_visit_at' ? formatPakistanTime(kept[key]!) : kept[key]}</dd>
          </div>
        ))}
        {lead.userAgent && (
          <div>
            <dt>{t.device}</dt>
            <dd dir="ltr">{lead.userAgent}</dd>
          </div>
        )}
      </Facts>
    </>
  );
}
