import styled from '@emotion/styled';
import type { BatchSummary } from '@site/people';
import { Link } from '@site/router';
import { StaffTable } from '@/components/staff-table';
import { batchDay, studentsHref } from '@/lib/students-query';
import { useStudentsMessages } from '@/messages/en/staff-students';

const Table = styled.table`
  min-width: 36rem;
  a {
    color: ${({ theme }) => theme.colors.fg.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }
  tr[aria-current='true'] {
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
  }
  .number {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export interface BatchTableProps {
  batches: readonly BatchSummary[];
  /** The batch shown below, if one is. */
  chosen?: { course: string; batchStart: string };
  labelledBy: string;
}

/** Every course's batches, the latest start first: each opens its students (a link: the URL's state). */
export function BatchTable({ batches, chosen, labelledBy }: BatchTableProps) {
  const t = useStudentsMessages().batches;
  return (
    <StaffTable label={t.heading} flushTop>
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t.course}</th>
            <th scope="col">{t.batchStart}</th>
            <th scope="col" className="number">
              {t.students}
            </th>
            <th scope="col" className="number">
              {t.completed}
            </th>
            <th scope="col" className="number">
              {t.average}
            </th>
          </tr>
        </thead>
        <tbody>
          {batches.map((batch) => {
            const current = chosen?.course === batch.course && chosen.batchStart === batch.batchStart;
            return (
              <tr key={`${batch.course}|${batch.batchStart}`} aria-current={current || undefined}>
                <th scope="row">
                  <Link
                    to={studentsHref({ course: batch.course, batch: batch.batchStart })}
                    aria-label={t.open(batch.course, batchDay(batch.batchStart))}
                  >
                    {batch.course}
                  </Link>
                </th>
                <td className="nowrap">{batchDay(batch.batchStart)}</td>
                <td className="number">{batch.students}</td>
                <td className="number">{batch.completed}</td>
                <td className="number">{batch.averageProgress}%</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </StaffTable>
  );
}
