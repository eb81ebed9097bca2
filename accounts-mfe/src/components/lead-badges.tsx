import styled from '@emotion/styled';
import type { LeadKindName, LeadStatus, MailState } from '@site/staff';
import { Badge, Icon } from '@site/ui';
import { useStaffMessages } from '@/messages/en/staff';

type BadgeTone = 'brand' | 'accent' | 'neutral' | 'warning' | 'success';

/** Where a lead stands, in a colour per step: new (blue), being worked (teal, amber), done (green, grey). */
const statusTones: Record<LeadStatus, BadgeTone> = {
  new: 'brand',
  contacted: 'accent',
  qualified: 'warning',
  enrolled: 'success',
  won: 'success',
  lost: 'neutral',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  const t = useStaffMessages();
  return <Badge tone={statusTones[status]}>{t.statuses[status]}</Badge>;
}

/** A mail given up needs someone: the one state in the danger colours. */
const DangerBadge = styled(Badge)`
  background: ${({ theme }) => theme.colors.bg.dangerSubtle};
  color: ${({ theme }) => theme.colors.fg.danger};
`;

const mailTones: Record<Exclude<MailState['state'], 'given-up'>, BadgeTone> = {
  sent: 'success',
  pending: 'neutral',
  retrying: 'warning',
  none: 'neutral',
};

/** Where the lead's e-mail to the company stands: Sent, Pending, Retrying, Given up. */
export function MailBadge({ state }: { state: MailState['state'] }) {
  const t = useStaffMessages();
  if (state === 'given-up')
    return (
      <DangerBadge>
        <Icon name="alert" size="0.875rem" />
        {t.mail[state]}
      </DangerBadge>
    );
  return <Badge tone={mailTones[state]}>{t.mail[state]}</Badge>;
}

const Kind = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  white-space: nowrap;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.fg.subtle};
  }
`;

/** A project request or an enrollment, with its icon. */
export function KindLabel({ kind }: { kind: LeadKindName }) {
  const t = useStaffMessages();
  return (
    <Kind>
      <Icon name={kind === 'enrollment' ? 'book' : 'code'} size="1rem" />
      {t.kinds[kind]}
    </Kind>
  );
}
