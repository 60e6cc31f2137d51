import { MATCH_POINTS, rankMatches, scoreMatch, type MatchCandidate, type MatchJob } from './job-matches.ts';

// Decision 0093's ranking as a table: each candidate's points per factor and the sentence that says why,
// then the order they come in.

const job: MatchJob = {
  rateType: 'day',
  rateMaxMinor: 60_000,
  currency: 'GBP',
  location: { remote: false, city: 'London', country: 'GB' },
  shootDays: 2,
};

const candidate = (id: string, overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({
  id,
  city: 'London',
  country: 'GB',
  currency: 'GBP',
  dayRateMinor: 50_000,
  halfDayRateMinor: 30_000,
  ratingAverage: 4.5,
  reviewCount: 8,
  replyHours: 5,
  yearsExperience: 6,
  ...overrides,
});

const CASES: {
  name: string;
  job?: Partial<MatchJob>;
  candidate: MatchCandidate;
  points: Record<string, number>;
  texts: string[];
}[] = [
  {
    name: 'in the city, within budget, well rated, quick to answer',
    candidate: candidate('a'),
    points: { location: 30, budget: 25, rating: 18, reply: 15 },
    texts: [
      'Based in London, where the shoot is',
      'Day rate £500, within the budget of £600',
      'Rated 4.5 out of 5 from 8 reviews',
      'Answers booking requests in about 5 hours',
    ],
  },
  {
    name: 'the city is matched whatever its case',
    candidate: candidate('b', { city: ' london ' }),
    points: { location: 30, budget: 25, rating: 18, reply: 15 },
    texts: ['Based in London, where the shoot is'],
  },
  {
    name: 'elsewhere in the country, over budget, unrated, slow to answer',
    candidate: candidate('c', {
      city: 'Leeds',
      dayRateMinor: 70_000,
      ratingAverage: null,
      reviewCount: 0,
      replyHours: 100,
    }),
    points: { location: 15, budget: 0, rating: 0, reply: 0 },
    texts: [
      'Based in Leeds, United Kingdom: in the country, travel within it',
      'Day rate £700, over the budget of £600',
      'No reviews yet',
      'Answers booking requests in about 4 days',
    ],
  },
  {
    name: 'abroad, no rate, a day and a half to answer',
    candidate: candidate('d', { city: 'Paris', country: 'FR', dayRateMinor: null, replyHours: 36 }),
    points: { location: 0, budget: 0, rating: 18, reply: 8 },
    texts: [
      'Based in Paris, France: would travel',
      'No rate on the profile',
      'Answers booking requests in about 36 hours',
    ],
  },
  {
    name: 'rates in another currency do not count against the budget, nor for it',
    candidate: candidate('e', { currency: 'EUR' }),
    points: { budget: 0 },
    texts: ['Rates in EUR, the job pays in GBP'],
  },
  {
    name: 'never answered a request',
    candidate: candidate('f', { replyHours: null }),
    points: { reply: 0 },
    texts: ['No booking requests answered yet'],
  },
  {
    name: 'answers within the hour',
    candidate: candidate('g', { replyHours: 0.4 }),
    points: { reply: MATCH_POINTS.replyWithinDay },
    texts: ['Answers booking requests within an hour'],
  },
  {
    name: 'a remote job: location does not count for anyone',
    job: { location: { remote: true, city: null, country: null } },
    candidate: candidate('h', { city: 'Lisbon', country: 'PT' }),
    points: { location: 0 },
    texts: ['Remote work: location does not count'],
  },
  {
    name: 'a half-day job compares the half-day rate',
    job: { rateType: 'half_day', rateMaxMinor: 25_000 },
    candidate: candidate('i'),
    points: { budget: 0 },
    texts: ['Half-day rate £300, over the budget of £250'],
  },
  {
    name: 'a fixed fee compares the day rate times the shoot days',
    job: { rateType: 'fixed', rateMaxMinor: 120_000, shootDays: 2 },
    candidate: candidate('j', { dayRateMinor: 55_000 }),
    points: { budget: 25 },
    texts: ['Day rate for the shoot days £1,100, within the budget of £1,200'],
  },
];

test.each(CASES)('$name', ({ job: change, candidate: who, points, texts }) => {
  const scored = scoreMatch({ ...job, ...change }, who);
  const byFactor = Object.fromEntries(scored.reasons.map((reason) => [reason.factor, reason.points]));
  expect(byFactor).toMatchObject(points);
  expect(scored.score).toBe(scored.reasons.reduce((sum, reason) => sum + reason.points, 0));
  for (const text of texts) expect(scored.reasons.map((reason) => reason.text)).toContain(text);
});

test('the order: most points first, then the higher rating, the more years, and the id', () => {
  const ranked = rankMatches(job, [
    candidate('slow-reply', { replyHours: 100 }),
    candidate('best'),
    candidate('abroad', { city: 'Paris', country: 'FR' }),
    candidate('tie-more-years', { yearsExperience: 12 }),
    candidate('tie-better-rated', { ratingAverage: 4.6 }),
    candidate('tie-same-b'),
    candidate('tie-same-a'),
  ]);
  expect(ranked.map((match) => [match.id, match.score])).toEqual([
    // 4.6 rounds to the same 18 points as 4.5: the rating breaks the tie.
    ['tie-better-rated', 88],
    ['tie-more-years', 88],
    ['best', 88],
    ['tie-same-a', 88],
    ['tie-same-b', 88],
    ['slow-reply', 73],
    ['abroad', 58],
  ]);
});
