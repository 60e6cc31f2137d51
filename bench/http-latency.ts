// The latency measure of the hiring benchmarks (job search, applicant list): the same request loop, the
// same percentiles and issue 12's budget, so their figures compare.

/** The anon key the benchmark servers are configured with. */
export const ANON_KEY = 'bench-anon-key-0123456789';
export const WARM_UP = 30;
export const SAMPLES = 200;
/** Issue 12's budget for the filmmaker's job search and the client's applicant list. */
export const BUDGET_MEDIAN_MS = 50;
export const BUDGET_P99_MS = 150;

export interface Latency {
  median: number;
  p99: number;
}

/** WARM_UP + SAMPLES requests one after another, signed in with `token`; the samples' median and p99. */
export async function measure(url: (i: number) => string, token: string): Promise<Latency> {
  const timings: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(url(i), { headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url(i)} answered ${response.status}`);
    if (i >= WARM_UP) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!;
  return { median: at(0.5), p99: at(0.99) };
}

export const withinBudget = (latency: Latency) =>
  latency.median < BUDGET_MEDIAN_MS && latency.p99 < BUDGET_P99_MS;
