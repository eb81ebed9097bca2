export interface MetricsListener {
  /** The port it listens on (the one asked for, or the free one chosen for 0). */
  port: number;
  close(): Promise<void>;
}
/** Headers a proxy adds; a request carrying any of them is answered 404. */
export const FORWARDING_HEADERS: readonly string[];
/** GET /metrics on 127.0.0.1:`port`, answered with `metrics()`; anything else 404. */
export function listenForMetrics(options: {
  port: number;
  metrics: () => Promise<string>;
  contentType: string;
}): Promise<MetricsListener>;
