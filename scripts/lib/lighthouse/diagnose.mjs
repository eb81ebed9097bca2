// A Lighthouse report's likely causes of a slow or shifting page, in a few lines.
import { round } from '../report.mjs';

/** The report's likely causes, in a few lines: LCP element and phases, shifts, blocking, unused JS, long tasks. */
export function diagnose(lhr) {
  const audit = (id) => lhr.audits[id];
  const items = (id) => audit(id)?.details?.items ?? [];
  const ms = (n) => `${Math.round(n)} ms`;
  const kb = (n) => `${round(n / 1024, 1)} KB`;
  const short = (url) => {
    try {
      const u = new URL(url);
      return `${u.port ? `:${u.port}` : u.host}${u.pathname}`;
    } catch {
      return String(url);
    }
  };
  const lines = [];

  const [elementTable, phaseTable] = items('largest-contentful-paint-element');
  const lcpNode = elementTable?.items?.[0]?.node;
  if (lcpNode) lines.push(`LCP element: ${describeNode(lcpNode)}`);
  if (phaseTable?.items?.length) {
    lines.push(`LCP phases: ${phaseTable.items.map((p) => `${p.phase} ${ms(p.timing)}`).join(' · ')}`);
  }
  const lazy = audit('lcp-lazy-loaded');
  // Failed: score below 1 (0.5 with Lighthouse 12's metric-savings scoring); null when not applicable.
  if (lazy?.score !== null && lazy?.score !== undefined && lazy.score < 1) {
    lines.push('the LCP image has loading="lazy": it is fetched late, at low priority (make it eager)');
  }
  const ttfb = audit('server-response-time');
  if (ttfb?.numericValue !== undefined)
    lines.push(`server response time (observed): ${ms(ttfb.numericValue)}`);

  const shifts = items('layout-shifts');
  if (shifts.length) {
    lines.push(`layout shifts (CLS ${round(audit('cumulative-layout-shift').numericValue, 3)}):`);
    for (const shift of shifts.slice(0, 5)) {
      const causes = (shift.subItems?.items ?? []).map((c) =>
        c.extra?.type === 'url'
          ? `${c.cause}: ${short(c.extra.value)}`
          : c.extra?.type === 'node'
            ? `${c.cause}: ${describeNode(c.extra)}`
            : c.cause,
      );
      lines.push(
        `  ${round(shift.score, 4)}  ${describeNode(shift.node)}${causes.length ? `  (${causes.join('; ')})` : ''}`,
      );
    }
  }

  const blocking = items('render-blocking-resources');
  if (blocking.length) {
    lines.push(
      `render-blocking resources (est. savings ${ms(audit('render-blocking-resources').numericValue ?? 0)}):`,
    );
    for (const r of blocking) lines.push(`  ${short(r.url)}  ${kb(r.totalBytes)}  ${ms(r.wastedMs)}`);
  }

  const unused = items('unused-javascript');
  if (unused.length) {
    const total = unused.reduce((sum, r) => sum + r.wastedBytes, 0);
    lines.push(`unused JavaScript (${kb(total)} transferred but not run before load):`);
    for (const r of unused.slice(0, 5)) {
      lines.push(`  ${short(r.url)}  ${kb(r.wastedBytes)} of ${kb(r.totalBytes)}`);
    }
  }

  const tasks = items('long-tasks');
  if (tasks.length) {
    lines.push(`long tasks (${tasks.length}):`);
    for (const t of tasks.slice(0, 5))
      lines.push(`  ${ms(t.duration)} at ${ms(t.startTime)}  ${short(t.url)}`);
  }
  const work = items('mainthread-work-breakdown');
  if (work.length) {
    lines.push(`main thread: ${work.map((w) => `${w.groupLabel} ${ms(w.duration)}`).join(' · ')}`);
  }
  const dom = audit('dom-size')?.numericValue;
  if (dom !== undefined) lines.push(`DOM: ${dom} elements`);
  const bootup = items('bootup-time');
  if (bootup.length) {
    lines.push(
      `JS execution: ${bootup
        .slice(0, 4)
        .map((b) => `${short(b.url)} ${ms(b.scripting)} run + ${ms(b.scriptParseCompile)} compile`)
        .join(' · ')}`,
    );
  }
  return lines;
}

function describeNode(node) {
  if (!node) return '(element not identified)';
  const label = node.nodeLabel ? ` "${node.nodeLabel.replace(/\s+/g, ' ').slice(0, 60)}"` : '';
  return `${node.selector ?? node.snippet ?? '?'}${label}`;
}
