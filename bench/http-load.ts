// Throughput under concurrency, shared by `npm run bench` (run.ts) and the API reads budget
// (budgets/api-reads.ts): a fixed number of keep-alive requests from a fixed number of concurrent clients.

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /**
   * CPU time of this whole process (server and load clients) per request: on a busy machine wall time
   * stretches with other processes' load, CPU time much less, so its ratio is the steadier figure.
   */
  cpuMsPerRequest: number;
}

export interface LoadOptions {
  headers?: Record<string, string>;
  /** Measured requests (after the warm-up). */
  requests?: number;
  /** Clients sending at once, each waiting for its answer before the next request. */
  concurrency?: number;
  /** Requests sent one after another before measuring, to warm the connection pool and the JIT. */
  warmUp?: number;
  /** No new request after this many seconds of measuring, however few were sent: bounds a run's time. */
  maxSeconds?: number;
}

/** Loads one URL and reports requests per second and latency percentiles; any non-2xx answer throws. */
export async function load(
  url: string,
  { headers = {}, requests = 3000, concurrency = 16, warmUp = 200, maxSeconds = Infinity }: LoadOptions = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  for (let i = 0; i < warmUp; i++) await (await fetch(url, { headers })).arrayBuffer();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = started + maxSeconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests && performance.now() < deadline) {
        next++;
        const t0 = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / latencies.length,
  };
}
