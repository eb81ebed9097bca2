import styled from '@emotion/styled';
import { COURSE_STATUSES, PROGRESS, type CourseStatus, type ProgressChange } from '@site/people';
import { Button, Input, Select } from '@site/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FieldLabel } from '@/components/staff-layout';
import { useStudentsMessages } from '@/messages/en/staff-students';

const Fields = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.subtle};
  legend {
    padding-inline: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[4]};
  }
  .row > div {
    flex: 1 1 10rem;
    max-width: 16rem;
  }
  .hint {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** Where a change goes: the students ticked, or the whole batch. */
export type ProgressTarget = 'selected' | 'batch';

export interface ProgressFormProps {
  selectedCount: number;
  busy: boolean;
  /** Sends the change to the target; the form stays as it is for the next one. */
  onApply: (change: ProgressChange, target: ProgressTarget) => void;
  /** The page found nothing to change (neither a progress nor a status). */
  onNothing: (message: string) => void;
}

/**
 * A teacher's change of progress (a whole percent) and status (In Progress, Completed), either or
 * both, for the students ticked below or the whole batch at once. Completed puts the progress at
 * 100%, which the form says; the API keeps the rules and audits each change.
 */
export function ProgressForm({ selectedCount, busy, onApply, onNothing }: ProgressFormProps) {
  const t = useStudentsMessages();
  const id = useId();
  const [percent, setPercent] = useState('');
  const [status, setStatus] = useState<CourseStatus | ''>('');
  // Which of the two buttons sent the form (Enter in a field clicks the first, when it is enabled).
  const target = useRef<ProgressTarget>('selected');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const change: ProgressChange = {
      ...(percent.trim() === '' ? {} : { progress: Number(percent) }),
      ...(status === '' ? {} : { status }),
    };
    if (change.progress === undefined && change.status === undefined) onNothing(t.refusals.nothing);
    else onApply(change, target.current);
  };

  return (
    <form onSubmit={submit}>
      <Fields>
        <legend>{t.progress.legend}</legend>
        <div className="row">
          <div>
            <FieldLabel htmlFor={`${id}-percent`}>{t.progress.percent}</FieldLabel>
            <Input
              id={`${id}-percent`}
              type="number"
              inputMode="numeric"
              min={PROGRESS.min}
              max={PROGRESS.max}
              step={1}
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
            />
          </div>
          <div>
            <FieldLabel htmlFor={`${id}-status`}>{t.progress.status}</FieldLabel>
            <Select
              id={`${id}-status`}
              value={status}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setStatus(event.target.value as CourseStatus | '')}
            >
              <option value="">{t.progress.unchanged}</option>
              {COURSE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t.statuses[value]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <p className="hint" id={`${id}-hint`}>
          {t.progress.completedHint}
        </p>
        <div className="actions">
          <Button
            type="submit"
            disabled={busy || selectedCount === 0}
            onClick={() => (target.current = 'selected')}
          >
            {busy ? t.progress.saving : t.progress.applySelected(selectedCount)}
          </Button>
          <Button
            type="submit"
            variant="secondary"
            disabled={busy}
            onClick={() => (target.current = 'batch')}
          >
            {t.progress.applyBatch}
          </Button>
        </div>
      </Fields>
    </form>
  );
}
