import styled from '@emotion/styled';
import { useInboxMessages } from '@/messages/en/staff-inbox';

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

export const CHART_VIEWS = ['source', 'kind'] as const;
export type ChartView = (typeof CHART_VIEWS)[number];

/** Which series the chart's bars are stacked by: two buttons, the one shown pressed. */
export function ChartViews({ view, onChange }: { view: ChartView; onChange: (view: ChartView) => void }) {
  const t = useInboxMessages().chart.views;
  return (
    <Views role="group" aria-label={t.label}>
      {CHART_VIEWS.map((option) => (
        <button key={option} type="button" aria-pressed={view === option} onClick={() => onChange(option)}>
          {t[option]}
        </button>
      ))}
    </Views>
  );
}
