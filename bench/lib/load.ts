/**
 * One autocannon run, reduced to the figures the report prints. Latencies are recorded here from
 * each response (autocannon's own histogram has 1 ms steps and no 95th percentile), in milliseconds.
 */
import autocannon from 'autocannon';

export interface LoadResult {
  calls: number;
  durationS: number;
  callsPerS: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions extends autocannon.Options {
  /** Checked after every response: true ends the run early (e.g. the data it uses ran out). */
  stopWhen?: () => boolean;
  /** Also receives every successful call's latency (to merge several runs). */
  record?: number[];
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** The figures of a run from its successful calls' latencies (any order) and its failures. */
export function summarize(latencies: number[], non2xx: number, errors: number, durationS: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const calls = sorted.length + non2xx;
  return {
    calls,
    durationS,
    callsPerS: calls / durationS,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx,
    errors,
  };
}

export function runLoad({ stopWhen, record, ...options }: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 10, ...options }, (error, result) => {
      if (error) return reject(error);
      record?.push(...latencies);
      resolve(summarize(latencies, non2xx, result.errors + result.timeouts, result.duration));
    });
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      if (status >= 200 && status < 300) latencies.push(responseTime);
      else non2xx++;
      if (stopWhen?.()) instance.stop();
    });
  });
}
