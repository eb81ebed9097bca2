import styled from '@emotion/styled';
import { staffApi, type LeadDetail, type LeadStatus } from '@site/staff';
import { Button, Select } from '@site/ui';
import { useId, useState, type FormEvent } from 'react';
import { StatusBadge } from '@/components/lead-badges';
import { FieldLabel } from '@/components/staff-layout';
import { formatPakistanTime } from '@/lib/pakistan-time';
import { useStaffMessages } from '@/messages/en/staff';
import { useLeadMessages } from '@/messages/en/staff-lead';
import { useLeadChange } from '../hooks/use-lead-change';
import { Said } from './lead-parts';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  select {
    flex: 1;
    min-width: 0;
  }
`;

const History = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .when {
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

const SubHeading = styled.h3`
  margin-block-start: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * Where the lead stands: a select of the statuses its kind allows and Save (the API keeps who
 * changed it and when), then that history, newest first.
 */
export function LeadStatusPanel({
  lead,
  onChanged,
}: {
  lead: LeadDetail;
  onChanged: (lead: LeadDetail) => void;
}) {
  const t = useLeadMessages().status;
  const { statuses } = useStaffMessages();
  const id = useId();
  const [chosen, setChosen] = useState<LeadStatus>(lead.status);
  const [saved, setSaved] = useState<LeadStatus | null>(null);
  const { change, busy, error } = useLeadChange(onChanged);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    if (await change(staffApi.leadStatus(lead.kind, lead.id), { status: chosen })) setSaved(chosen);
  };

  return (
    <>
      <form onSubmit={save} aria-label={t.heading}>
        <FieldLabel htmlFor={id}>{t.label}</FieldLabel>
        <Row>
          <Select
            id={id}
            value={chosen}
            onChange={(event) => {
              setChosen(event.target.value as LeadStatus);
              setSaved(null);
            }}
          >
            {lead.statuses.map((status) => (
              <option key={status} value={status}>
                {statuses[status]}
              </option>
            ))}
          </Select>
          <Button type="submit" disabled={busy || chosen === lead.status}>
            {busy ? t.saving : t.save}
          </Button>
        </Row>
        <Said tone="done" aria-live="polite">
          {saved && t.saved(statuses[saved])}
        </Said>
        {error && (
          <Said tone="error" role="alert">
            {error}
          </Said>
        )}
      </form>
      <SubHeading>{t.history}</SubHeading>
      <History>
        {[...lead.history].reverse().map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <StatusBadge status={entry.status} />
            <span>
              {entry.by ? (
                <>
                  {t.by} <bdi>{entry.by}</bdi>
                </>
              ) : (
                t.received
              )}{' '}
              <time className="when" dateTime={entry.at}>
                · {formatPakistanTime(entry.at)}
              </time>
            </span>
          </li>
        ))}
      </History>
    </>
  );
}
