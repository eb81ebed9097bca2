import styled from '@emotion/styled';
import type { WeeklyStats } from '@site/staff';
import { formatDay } from '@/lib/pakistan-time';
import { useInboxMessages } from '@/messages/en/staff-inbox';
import type { Series } from '../lib/weekly-series';

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

/**
 * The chart's numbers as a table, in a disclosure: a row per week, a column per series and the
 * total. For whoever cannot see the chart or tell its colours apart, and for whoever wants figures.
 */
export function WeeklyNumbers({
  weeks,
  series,
  by,
}: {
  weeks: WeeklyStats['weeks'];
  series: Series[];
  by: string;
}) {
  const t = useInboxMessages().chart;
  return (
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
            {weeks.map((week, index) => (
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
  );
}
