// Ledger postings vs bare INSERT transactions on PostgreSQL, 8 at a time (decision 0073): no row that
// every posting must lock, so postings keep at least 0.3 of the bare rate. Measured on a database of its
// own on the server DATABASE_URL names (created and dropped here); PGlite runs one transaction at a time,
// so it cannot show lock queues and is not what this budget is about.
import type { Budget, BudgetResult } from './budget.ts';
import { benchDriver, CONCURRENCY, onThrowaway, type PostingRates, type Rate } from '../ledger-postings.ts';

const LIMIT = 0.3;
/**
 * Short rounds, each measuring the baseline and both kinds of posting back to back, and the median of the
 * rounds' ratios: on a shared machine the load swings within seconds (the bare baseline alone moved by 2x
 * between two runs a minute apart), so each ratio compares figures taken under the same load.
 */
const COUNT = 300;
const ROUNDS = 7;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const ledgerPostings: Budget = {
  id: 'ledger-postings',
  title: `Ledger postings vs bare INSERT transactions (PostgreSQL, ${CONCURRENCY} at a time)`,
  async run(): Promise<BudgetResult[]> {
    const serverUrl = process.env.DATABASE_URL;
    const limit = `>= ${LIMIT}x`;
    if (!serverUrl) {
      return [
        {
          name: 'ledger postings (not measured: DATABASE_URL is not set)',
          measured: 'not measured',
          limit,
          // Not measured is not met; it fails nothing either: PGlite has no lock queue to measure.
          met: false,
          enforced: false,
          details: [
            'Set DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test).',
          ],
        },
      ];
    }
    const rounds = await onThrowaway(serverUrl, async (db) => {
      const measured: PostingRates[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        measured.push(await benchDriver('PostgreSQL', db, CONCURRENCY, COUNT));
      }
      return measured;
    });
    const kinds = [
      { name: 'escrow funding by card (3 entries)', rates: rounds.map((round) => round.fundings) },
      { name: 'escrow release (3 entries)', rates: rounds.map((round) => round.releases) },
    ];
    const perSecond = (rates: Rate[]) => median(rates.map((rate) => rate.perSecond)).toFixed(0);
    const baselines = rounds.map((round) => round.baseline);
    return kinds.map(({ name, rates }) => {
      const ratios = rates.map((rate, n) => rate.perSecond / baselines[n]!.perSecond);
      const ratio = median(ratios);
      return {
        name: `${name} vs single-row INSERT`,
        measured: `${ratio.toFixed(2)}x`,
        limit,
        met: ratio >= LIMIT,
        // A target until met with room to spare (decision 0067). Since a posting became one statement after
        // its opening (decision 0089) it is met, 0.46-0.49x on a quiet machine, but a CI run measured 0.32x with
        // rounds from 0.24x to 0.39x: too close to fail a change on.
        enforced: false,
        details: [
          `- ${name}: median of ${ROUNDS} rounds of ${COUNT} (${CONCURRENCY} at a time); ratios per round ` +
            `${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${perSecond(rates)}/s against ` +
            `${perSecond(baselines)}/s bare INSERT transactions.`,
        ],
      };
    });
  },
};

export default ledgerPostings;
