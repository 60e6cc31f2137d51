import { talentListQuerySchema } from './talent.ts';

const problems = (input: Record<string, string>) =>
  Object.fromEntries(
    (talentListQuerySchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('talent search query', () => {
  test('defaults: the first page of 24 (no cursor), no filters, by relevance', () => {
    expect(talentListQuerySchema.parse({})).toEqual({ limit: 24, sort: 'relevance' });
  });

  test('reads a query string, empty values counting as absent', () => {
    expect(
      talentListQuerySchema.parse({
        q: '  sound  ',
        craft: 'sound recordist',
        city: 'Bristol',
        country: 'gb',
        currency: 'GBP',
        min_rate: '20000',
        max_rate: '50000',
        availability: 'available',
        verified_only: 'true',
        after: 'WzEsMTIsIjdkMWMxZDRlIl0',
        limit: '12',
      }),
    ).toEqual({
      sort: 'relevance',
      q: 'sound',
      craft: 'sound recordist',
      city: 'Bristol',
      country: 'GB',
      currency: 'GBP',
      min_rate: 20000,
      max_rate: 50000,
      availability: 'available',
      verified_only: true,
      after: 'WzEsMTIsIjdkMWMxZDRlIl0',
      limit: 12,
    });
    expect(talentListQuerySchema.parse({ q: '', craft: '', verified_only: '' })).toEqual({
      limit: 24,
      sort: 'relevance',
    });
    expect(talentListQuerySchema.parse({ verified_only: 'false' }).verified_only).toBe(false);
  });

  test('refuses what it cannot search by', () => {
    expect(problems({ craft: 'best boy' })).toEqual({ craft: 'Choose a craft from the list' });
    expect(problems({ min_rate: '100' })).toEqual({ currency: 'Choose a currency for the rate range' });
    expect(problems({ currency: 'GBP', min_rate: '500', max_rate: '100' })).toEqual({
      max_rate: 'The highest rate must not be below the lowest',
    });
    expect(problems({ currency: 'GBP', min_rate: '-1' })).toEqual({ min_rate: 'Rates cannot be negative' });
    expect(problems({ after: 'x'.repeat(201) })).toEqual({
      after: 'Too big: expected string to have <=200 characters',
    });
    expect(problems({ q: 'x'.repeat(101) })).toEqual({ q: 'Searches can be at most 100 characters' });
    expect(problems({ verified_only: 'yes' })).toEqual({ verified_only: 'verified_only is true or false' });
  });
});
