import styled from '@emotion/styled';
import { Badge } from '@site/ui';
import { Words } from '@/lib/latin-dir';
import { useUnitsMessages } from '@/messages/en/units';
import type { DetailWords } from '@/messages/en/details';

/** One week of a curriculum: its number and its words. */
export type CurriculumWeek = { week: number } & DetailWords['curriculum'][string];

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Week = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-top: 4px solid ${({ theme }) => theme.colors.border.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.surface};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

/** The week-by-week curriculum of a detail page. */
export function CurriculumList({ weeks }: { weeks: readonly CurriculumWeek[] }) {
  const t = {
    units: useUnitsMessages(),
  };
  return (
    <List>
      {weeks.map((week) => (
        <Week key={week.week}>
          <span>
            <Badge tone="brand">{t.units.week(week.week)}</Badge>
          </span>
          <h3>{week.title}</h3>
          <ul>
            {week.topics.map((topic) => (
              <li key={topic}>
                <Words text={topic} />
              </li>
            ))}
          </ul>
        </Week>
      ))}
    </List>
  );
}
