/**
 * The value of one series in Prometheus's text format: `name` with exactly `labels` (in any
 * order), or undefined when the text has no such series.
 */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map(
        ([, key, value]) => [key, value],
      ),
    );
    const same =
      Object.keys(found).length === Object.keys(labels).length &&
      Object.entries(labels).every(([key, value]) => found[key] === value);
    if (same) return Number(match[3]);
  }
  return undefined;
}

/** Every label set of `name`'s series, for what must never appear (a raw URL as a route). */
export function labelValues(text: string, name: string, label: string): string[] {
  const pattern = new RegExp(`^${name}\\{[^}]*\\b${label}="([^"]*)"`, 'gm');
  return [...text.matchAll(pattern)].map(([, value]) => value ?? '');
}
