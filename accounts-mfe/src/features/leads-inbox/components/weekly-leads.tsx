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
import { ChartViews, type ChartView } from './chart-views';
import { WeeklyChart } from './weekly-chart';
import { WeeklyNumbers } from './weekly-numbers';

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
  const [view, setView] = useState<ChartView>('source');

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
        <ChartViews view={view} onChange={setView} />
      </Head>
      {body}
    </StaffCard>
  );
}

/** The chart of weeks with leads, named by its summary in words, and its numbers. */
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
      <WeeklyNumbers weeks={stats.weeks} series={series} by={by} />
    </>
  );
}
