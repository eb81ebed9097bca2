import styled from '@emotion/styled';
import { studentsApi, type ProgressAnswer, type ProgressChange, type StudentList } from '@site/people';
import { useSearchParams } from '@site/router';
import { useId, useState } from 'react';
import { StaffCard, StaffPageHead } from '@/components/staff-layout';
import { Empty, LoadFailed, Loading } from '@/components/staff-states';
import { Pager } from '@/components/staff-table';
import { StaffApiError, withQuery } from '@/lib/staff-api';
import { useStaffSession } from '@/lib/staff-session';
import { batchDay, studentQueryOf, studentsHref } from '@/lib/students-query';
import { useStaffResource } from '@/lib/use-staff-resource';
import { useStudentsMessages } from '@/messages/en/staff-students';
import { BatchTable } from './batch-table';
import { ProgressForm, type ProgressTarget } from './progress-form';
import { StudentTable } from './student-table';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Said = styled.p<{ tone: 'done' | 'error' }>`
  margin-block-end: ${({ theme }) => theme.space[4]};
  color: ${({ theme, tone }) => (tone === 'error' ? theme.colors.fg.danger : theme.colors.fg.success)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:empty {
    margin: 0;
  }
`;

type Outcome = { tone: 'done' | 'error'; text: string } | null;

/**
 * /admin-jeansrecycle/students: the batches of every course, and with `?course=…&batch=…` that
 * batch's students, whose progress and status a teacher sets for the ones ticked or the whole
 * batch at once. The URL is the page's state (a batch is a link); each change is audited by the
 * API, and the list is loaded again after it.
 */
export function StudentsScreen() {
  const t = useStudentsMessages();
  const [params] = useSearchParams();
  const query = studentQueryOf(params);
  const { request } = useStaffSession();
  const { loaded, retry, replace } = useStaffResource<StudentList>(
    withQuery(studentsApi.students, { ...query }),
  );
  const ids = { batches: useId(), students: useId() };
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  // Another batch (or page) is another list: what was ticked and said about the last one goes.
  const listKey = `${query.course}|${query.batch}|${query.cursor}`;
  const [shownKey, setShownKey] = useState(listKey);
  if (shownKey !== listKey) {
    setShownKey(listKey);
    setSelected(new Set());
    setOutcome(null);
  }

  const head = <StaffPageHead title={t.title} description={t.description} />;
  if (loaded.state !== 'ready')
    return (
      <>
        {head}
        {loaded.state === 'loading' ? (
          <Loading label={t.loading} />
        ) : (
          <LoadFailed title={t.failed} onRetry={retry}>
            {t.failedText}
          </LoadFailed>
        )}
      </>
    );

  const list = loaded.data;
  const chosen = query.course && query.batch ? { course: query.course, batchStart: query.batch } : undefined;

  const apply = async (change: ProgressChange, target: ProgressTarget) => {
    if (!chosen) return;
    setBusy(true);
    setOutcome(null);
    const who = target === 'batch' ? chosen : { ids: [...selected] };
    try {
      const answer = await request<ProgressAnswer>(studentsApi.progress, {
        method: 'POST',
        body: { ...who, ...change },
      });
      setSelected(new Set());
      setOutcome({
        tone: 'done',
        text: answer.changed === 0 ? t.progress.nothingChanged : t.progress.saved(answer.changed),
      });
      // The batch's numbers changed too: the list again, as the API now has it.
      replace(await request<StudentList>(withQuery(studentsApi.students, { ...query })));
    } catch (error) {
      const api = error instanceof StaffApiError ? error : new StaffApiError(0, '');
      const message = Object.values(api.errors)[0]?.[0] ?? (api.message || t.progress.failure);
      // A 401 ends the session: the frame is on its way to the sign-in page.
      if (api.status !== 401) setOutcome({ tone: 'error', text: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {head}
      <Stack>
        <StaffCard aria-labelledby={ids.batches}>
          <h2 id={ids.batches}>{t.batches.heading}</h2>
          {list.batches.length === 0 ? (
            <Empty>
              <p>{t.batches.empty}</p>
            </Empty>
          ) : (
            <BatchTable batches={list.batches} chosen={chosen} labelledBy={ids.batches} />
          )}
        </StaffCard>
        {chosen && (
          <StaffCard aria-labelledby={ids.students}>
            <h2 id={ids.students}>{t.list.heading(chosen.course, batchDay(chosen.batchStart))}</h2>
            <ProgressForm
              selectedCount={selected.size}
              busy={busy}
              onApply={apply}
              onNothing={(text) => setOutcome({ tone: 'error', text })}
            />
            <Said tone={outcome?.tone ?? 'done'} role={outcome?.tone === 'error' ? 'alert' : 'status'}>
              {outcome?.text}
            </Said>
            <StudentTable
              students={list.items}
              selected={selected}
              onSelect={(id, on) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              label={t.list.heading(chosen.course, batchDay(chosen.batchStart))}
              labelledBy={ids.students}
            />
            <Pager
              label={t.list.heading(chosen.course, batchDay(chosen.batchStart))}
              older={
                list.next
                  ? {
                      href: studentsHref({
                        course: chosen.course,
                        batch: chosen.batchStart,
                        cursor: list.next,
                      }),
                      text: t.list.more,
                    }
                  : undefined
              }
            />
          </StaffCard>
        )}
      </Stack>
    </>
  );
}
