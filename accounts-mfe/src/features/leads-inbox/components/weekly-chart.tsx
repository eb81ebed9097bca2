import { useTheme, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useLayoutEffect, useRef, useState } from 'react';
import { formatDay } from '@/lib/pakistan-time';
import { niceScale, OTHER_SOURCES, type Series } from '../lib/weekly-series';

/**
 * The series' colours, from the theme's roles, each at least 3:1 against the card's white (a
 * bar must be seen, WCAG 1.4.11), and "other" in a neutral grey. The same numbers are in the
 * table under the chart, for whoever cannot tell two colours apart.
 */
export function seriesColors(theme: Theme, series: readonly Series[]): string[] {
  const { colors } = theme;
  const palette = [colors.action.primary, colors.action.accent, colors.fg.star, colors.bg.inverse];
  let next = 0;
  return series.map((s) =>
    s.key === OTHER_SOURCES ? colors.border.strong : palette[next++ % palette.length]!,
  );
}

const HEIGHT = 220;
const MARGIN = { top: 12, right: 4, bottom: 28, left: 34 };
/** The room a week's label needs ("Sep 14"): with less per week, every second or third is shown. */
const LABEL_ROOM = 52;

/** The width of an element, followed as it changes (the chart is drawn at its real size). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const Frame = styled.div`
  width: 100%;
  svg {
    display: block;
    overflow: visible;
  }
  text {
    fill: ${({ theme }) => theme.colors.fg.muted};
    font-size: 12px;
    font-family: inherit;
  }
  .grid {
    stroke: ${({ theme }) => theme.colors.border.subtle};
  }
  .axis {
    stroke: ${({ theme }) => theme.colors.border.default};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  .total {
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

const Swatch = styled('span', { shouldForwardProp: (prop) => prop !== 'fill' })<{ fill: string }>`
  width: 0.875rem;
  height: 0.875rem;
  border-radius: 3px;
  background: ${({ fill }) => fill};
`;

export interface WeeklyChartProps {
  weeks: readonly { start: string; total: number }[];
  series: readonly Series[];
  /** What the chart shows, in words (its accessible name: the chart is one image to a screen reader). */
  label: string;
}

/**
 * Leads per week as stacked bars, one colour per series, drawn as SVG at the width it has (a
 * phone's 360 px to a desktop's card), with the value axis on a round scale and a legend.
 */
export function WeeklyChart({ weeks, series, label }: WeeklyChartProps) {
  const theme = useTheme();
  const colors = seriesColors(theme, series);
  const [ref, width] = useWidth(640);
  const plot = { width: width - MARGIN.left - MARGIN.right, height: HEIGHT - MARGIN.top - MARGIN.bottom };
  const { top, steps } = niceScale(Math.max(0, ...weeks.map((week) => week.total)));
  const y = (value: number) => MARGIN.top + plot.height - (value / top) * plot.height;
  const slot = plot.width / Math.max(1, weeks.length);
  const barWidth = Math.max(4, Math.min(slot * 0.62, 40));
  const labelEvery = Math.ceil(LABEL_ROOM / slot);

  return (
    <Frame ref={ref}>
      <svg role="img" aria-label={label} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`}>
        {steps.map((step) => (
          <g key={step}>
            <line
              className={step === 0 ? 'axis' : 'grid'}
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={y(step)}
              y2={y(step)}
            />
            <text x={MARGIN.left - 8} y={y(step)} dy="0.32em" textAnchor="end">
              {step}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = MARGIN.left + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={week.start}>
              <title>{`${formatDay(week.start)}: ${week.total}`}</title>
              {series.map((s, i) => {
                const value = s.values[index] ?? 0;
                if (!value) return null;
                const rect = (
                  <rect
                    key={s.key}
                    x={x}
                    width={barWidth}
                    y={y(base + value)}
                    height={y(base) - y(base + value)}
                    fill={colors[i]}
                    stroke={theme.colors.bg.surface}
                    strokeWidth={1}
                  />
                );
                base += value;
                return rect;
              })}
              {(weeks.length - 1 - index) % labelEvery === 0 && (
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
                  {formatDay(week.start)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Legend>
        {series.map((s, i) => (
          <li key={s.key}>
            <Swatch fill={colors[i]!} aria-hidden="true" />
            <span dir="auto">{s.label}</span>
            <span className="total">{s.total}</span>
          </li>
        ))}
      </Legend>
    </Frame>
  );
}
