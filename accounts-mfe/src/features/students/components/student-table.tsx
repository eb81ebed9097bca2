import styled from '@emotion/styled';
import type { StudentRow } from '@site/people';
import { Link } from '@site/router';
import { staffPages } from '@site/staff';
import { Badge } from '@site/ui';
import { StaffTable } from '@/components/staff-table';
import { formatPakistanTime } from '@/lib/pakistan-time';
import { batchDay } from '@/lib/students-query';
import { useStudentsMessages } from '@/messages/en/staff-students';

const Table = styled.table`
  min-width: 58rem;
  input[type='checkbox'] {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.action.primary};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  .name {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .sub,
  .deleted {
    color: ${({ theme }) => theme.colors.fg.muted};
    overflow-wrap: anywhere;
  }
  .deleted {
    font-style: italic;
  }
  .bar {
    display: block;
    width: 6rem;
    height: 0.5rem;
    margin-block-start: ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.bg.muted};
    overflow: hidden;
  }
  .bar span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.action.primary};
  }
  a {
    color: ${({ theme }) => theme.colors.fg.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export interface StudentTableProps {
  students: readonly StudentRow[];
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  /** What the table is (the batch), for its region. */
  label: string;
  labelledBy: string;
}

/**
 * A batch's students, one row each: a checkbox to set several at once, who they are (what they
 * typed reads in its own direction), their progress and status, when they were enrolled, who set
 * the progress last, and the enrollment they came from.
 */
export function StudentTable({ students, selected, onSelect, label, labelledBy }: StudentTableProps) {
  const t = useStudentsMessages();
  const c = t.list;
  return (
    <StaffTable label={label}>
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{c.selectColumn}</th>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.progress}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.enrolled}</th>
            <th scope="col">{c.updated}</th>
            <th scope="col">{c.lead}</th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => {
            // Two students of a batch may share a name: the address tells their boxes apart.
            const name = student.name === null ? c.deleted : `${student.name} (${student.email ?? ''})`;
            return (
              <tr key={student.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={c.select(name)}
                    checked={selected.has(student.id)}
                    onChange={(event) => onSelect(student.id, event.target.checked)}
                  />
                </td>
                <th scope="row">
                  {student.name === null ? (
                    <span className="deleted">{c.deleted}</span>
                  ) : (
                    <>
                      <bdi className="name">{student.name}</bdi>
                      <div className="sub" dir="ltr">
                        {student.email}
                      </div>
                    </>
                  )}
                </th>
                <td>
                  {student.progress}%
                  <span className="bar" aria-hidden="true">
                    <span style={{ width: `${student.progress}%` }} />
                  </span>
                </td>
                <td>
                  <Badge tone={student.status === 'completed' ? 'success' : 'brand'}>
                    {t.statuses[student.status]}
                  </Badge>
                </td>
                <td className="nowrap">{batchDay(student.enrollDate)}</td>
                <td>{c.updatedBy(student.updatedBy, formatPakistanTime(student.updatedAt))}</td>
                <td>
                  {student.leadId !== null && (
                    <Link to={staffPages.lead('enrollment', student.leadId)}>
                      {c.lead} {student.leadId}
                    </Link>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </StaffTable>
  );
}
