// The weekly chart's data: the API's leads per week, as the stacked series the chart draws.
import { LEAD_KINDS, countOf, type LeadKindName, type WeeklyStats } from '@site/staff';

/** The sources drawn apart; the rest are one series, "other". */
export const CHART_TOP_SOURCES = 4;
export const OTHER_SOURCES = 'other';

export interface Series {
  key: string;
  label: string;
  /** One value per week, in the weeks' order. */
  values: number[];
  total: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function series(key: string, label: string, values: number[]): Series {
  return { key, label, values, total: sum(values) };
}

/**
 * Leads per week by source: the largest sources (the API lists them largest first) apart, the
 * rest as "other" (unless that would be one source alone: then it is drawn by its name).
 */
export function seriesBySource(stats: WeeklyStats, otherLabel: string, top = CHART_TOP_SOURCES): Series[] {
  const apart = stats.sources.length <= top + 1 ? stats.sources : stats.sources.slice(0, top);
  const rest = stats.sources.slice(apart.length);
  const drawn = apart.map((source) =>
    series(
      source,
      source,
      stats.weeks.map((week) => countOf(week.bySource, source)),
    ),
  );
  if (rest.length) {
    drawn.push(
      series(
        OTHER_SOURCES,
        otherLabel,
        stats.weeks.map((week) => sum(rest.map((source) => countOf(week.bySource, source)))),
      ),
    );
  }
  return drawn;
}

/** Leads per week by kind: project requests and enrollments. */
export function seriesByKind(stats: WeeklyStats, labels: Readonly<Record<LeadKindName, string>>): Series[] {
  return LEAD_KINDS.map((kind) =>
    series(
      kind,
      labels[kind],
      stats.weeks.map((week) => week.byKind[kind] ?? 0),
    ),
  );
}

/** A round top for the value axis and its ticks: 0, step, 2·step… with at most `ticks` steps. */
export function niceScale(max: number, ticks = 4): { top: number; steps: number[] } {
  if (max <= 0) return { top: 1, steps: [0, 1] };
  const raw = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step =
    [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw && Number.isInteger(s)) ??
    Math.ceil(raw);
  const top = Math.ceil(max / step) * step;
  return { top, steps: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}
