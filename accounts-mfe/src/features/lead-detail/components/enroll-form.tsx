import styled from '@emotion/styled';
import { BATCH_START_WINDOW_DAYS, studentsApi, type EnrollStudentAnswer } from '@site/people';
import { Button, Input } from '@site/ui';
import { useId, useState, type FormEvent } from 'react';
import { FieldLabel } from '@/components/staff-layout';
import { pakistanDay } from '@/lib/pakistan-time';
import { StaffApiError } from '@/lib/staff-api';
import { useStaffSession } from '@/lib/staff-session';
import { useLeadMessages } from '@/messages/en/staff-lead';
import { useStudentsMessages } from '@/messages/en/staff-students';
import { Said } from './lead-parts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  .hint,
  .note {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    max-width: 14rem;
  }
`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days a batch may start on, Pakistan's today give or take the contract's window. */
function batchWindow(now = Date.now()) {
  const day = (offset: number) => pakistanDay(new Date(now + offset * DAY_MS).toISOString());
  return { today: day(0), min: day(-BATCH_START_WINDOW_DAYS), max: day(BATCH_START_WINDOW_DAYS) };
}

export interface EnrollFormProps {
  leadId: number;
  /** Whether an account has the enrollment's address (what happens next depends on it). */
  hasAccount: boolean;
  onEnrolled: (answer: EnrollStudentAnswer) => void;
}

/**
 * "Enroll as student": the batch's first day (a date the browser helps to pick), what will happen
 * (an invitation, or the course added to the account that has the address), and the button. The
 * API's refusal is said under it: the batch's field's (422), or its message (409: a student
 * already), else the page's words.
 */
export function EnrollForm({ leadId, hasAccount, onEnrolled }: EnrollFormProps) {
  const t = useStudentsMessages().enroll;
  const { failure } = useLeadMessages();
  const { request } = useStaffSession();
  const id = useId();
  const [days] = useState(batchWindow);
  const [batchStart, setBatchStart] = useState(days.today);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onEnrolled(
        await request<EnrollStudentAnswer>(studentsApi.enroll(leadId), {
          method: 'POST',
          body: { batchStart },
        }),
      );
    } catch (caught) {
      const api = caught instanceof StaffApiError ? caught : new StaffApiError(0, '');
      // A 401 ends the session: the frame is on its way to the sign-in page.
      if (api.status !== 401) setError(api.errors.batchStart?.join(' ') ?? (api.message || failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} aria-label={t.button}>
      <div>
        <FieldLabel htmlFor={id}>{t.batchStart}</FieldLabel>
        <Input
          id={id}
          type="date"
          required
          min={days.min}
          max={days.max}
          value={batchStart}
          onChange={(event) => setBatchStart(event.target.value)}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
        />
        <p className="hint" id={`${id}-hint`}>
          {t.batchHint}
        </p>
      </div>
      <p className="note">{hasAccount ? t.hasAccount : t.noAccount}</p>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t.enrolling : t.button}
        </Button>
      </div>
      {error && (
        <Said tone="error" role="alert">
          {error}
        </Said>
      )}
    </Form>
  );
}
