import styled from '@emotion/styled';
import type { WeeklyStats } from '@site/staff';
import { useId, useState } from 'react';
import { StaffCard } from '@/components/staff-layout';
import { Empty, LoadFailed, Loading } from '@/components/staff-states';
import { formatDay } from '@/lib/pakistan-time';
import type { Loaded } from '@/lib/use-staff-resource';
import { useInboxMessages } from '@/messages/en/staff-inbox';
import { useStaffMessages } from '@/messages/en/staff';
import { seriesByKind, seriesBySource, type Series } from '../lib/weekly-series';
import { WeeklyChart } from './weekly-chart';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Two buttons, one pressed: which series the bars are stacked by. */
const Views = styled.div`
  display: inline-flex;
  padding: 3px;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.subtle};
  button {
    min-height: 2.25rem;
    padding-inline: ${({ theme }) => theme.space[3]};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.fg.muted};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.bg.surface};
    color: ${({ theme }) => theme.colors.fg.default};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const Numbers = styled.details`
  margin-block-start: ${({ theme }) => theme.space[4]};
  summary {
    width: fit-content;
    color: ${({ theme }) => theme.colors.fg.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }
  .scroll {
    overflow-x: auto;
    margin-block-start: ${({ theme }) => theme.space[3]};
  }
  table {
    min-width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
  caption {
    padding-block-end: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.fg.muted};
    text-align: start;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border.subtle};
    text-align: end;
    white-space: nowrap;
  }
  th:first-of-type {
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

type View = 'source' | 'kind';

/**
 * "Leads per week" for the inbox's filters (the API's weekly stats): a chart stacked by source
 * (the largest sources, the rest as "other") or by kind, its summary in words for a screen
 * reader, and the same numbers as a table in a disclosure. Fails alone, with Try again.
 */
export function WeeklyLeads({
  weekly: loaded,
  onRetry: retry,
}: {
  weekly: Loaded<WeeklyStats>;
  onRetry: () => void;
}) {
  const t = useInboxMessages().chart;
  const kinds = useStaffMessages().kinds;
  const headingId = useId();
  const [view, setView] = useState<View>('source');

  let body;
  if (loaded.state === 'loading') body = <Loading label={t.loading} />;
  else if (loaded.state === 'error') body = <LoadFailed title={t.failed} onRetry={retry} />;
  else {
    const stats = loaded.data;
    const series = view === 'source' ? seriesBySource(stats, t.other) : seriesByKind(stats, kinds);
    const total = stats.weeks.reduce((sum, week) => sum + week.total, 0);
    body = total ? (
      <Drawn stats={stats} series={series} by={t.views[view].toLowerCase()} />
    ) : (
      <Empty>
        <p>{t.empty}</p>
      </Empty>
    );
  }

  return (
    <StaffCard aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{t.heading}</h2>
        <Views role="group" aria-label={t.views.label}>
          {(['source', 'kind'] as const).map((option) => (
            <button key={option} type="button" aria-pressed={view === option} onClick={() => setView(option)}>
              {t.views[option]}
            </button>
          ))}
        </Views>
      </Head>
      {body}
    </StaffCard>
  );
}

function Drawn({ stats, series, by }: { stats: WeeklyStats; series: Series[]; by: string }) {
  const t = useInboxMessages().chart;
  const total = stats.weeks.reduce((sum, week) => sum + week.total, 0);
  const busiest = stats.weeks.reduce(
    (best, week) => (week.total > best.total ? week : best),
    stats.weeks[0]!,
  );
  const label = t.summary(
    stats.weeks.length,
    by,
    total,
    formatDay(busiest.start),
    busiest.total,
    series.map((s) => `${s.label} ${s.total}`).join(', '),
  );
  return (
    <>
      <WeeklyChart weeks={stats.weeks} series={series} label={label} />
      <Numbers>
        <summary>{t.numbers}</summary>
        {/* A table wider than a phone scrolls sideways, from the keyboard too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="scroll" role="region" aria-label={t.tableScroll} tabIndex={0}>
          <table>
            <caption>{t.caption(by)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.weekOf}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col" dir="auto">
                    {s.label}
                  </th>
                ))}
                <th scope="col">{t.total}</th>
              </tr>
            </thead>
            <tbody>
              {stats.weeks.map((week, index) => (
                <tr key={week.start}>
                  <th scope="row">{formatDay(week.start)}</th>
                  {series.map((s) => (
                    <td key={s.key}>{s.values[index] ?? 0}</td>
                  ))}
                  <td>{week.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Numbers>
    </>
  );
}
