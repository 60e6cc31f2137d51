// One budget of `npm run bench:check` (decision 0067): a quick measurement against a baseline taken in the
// same run (or a deterministic count, like bytes of JavaScript), and whether it is within its limit.

export interface BudgetResult {
  /** What was measured, e.g. "GET /api/rest/v1/talent vs a bare Fastify route". */
  name: string;
  /** The figure as measured, e.g. "0.62x" or "87.4 KB". */
  measured: string;
  /** The limit, e.g. ">= 0.5x" or "<= 100 KB". */
  limit: string;
  met: boolean;
  /**
   * False for a target not reached yet: reported as missed in RESULTS.md and the log, but it does not fail the
   * run (decision 0067: a budget is enforced from the day it is met, and a ceiling keeps the rest from growing).
   */
  enforced?: boolean;
  /** Extra lines for RESULTS.md (absolute figures, the baseline's own numbers). */
  details?: string[];
}

export interface Budget {
  /** A short stable id, e.g. 'first-load-js'; also the RESULTS.md section id `check-<id>`. */
  id: string;
  title: string;
  run(): Promise<BudgetResult[]>;
}
