import { jobSearchQuerySchema } from '@reelhire/shared/jobs';
import { searchTiers, type SearchViewer } from './search-jobs.ts';

// Which tiers of the ranking a search reads, best first: a filter that decides a tier leaves out the tiers
// that cannot hold anything (each tier read is a query, so an empty one still costs).

const editorInLondon: SearchViewer = { crafts: ['editor', 'colourist'], city: 'london', country: 'GB' };
// null: a caller with no filmmaker profile.
const tiers = (search: string, viewer: SearchViewer | null = editorInLondon) =>
  searchTiers(
    jobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search))),
    viewer ?? undefined,
  ).map((tier) => `${tier.rank}:${Array.isArray(tier.crafts) ? 'mine' : tier.crafts}/${tier.city}`);

describe('searchTiers', () => {
  it('ranks crafts first, then city, for a filmmaker with both', () => {
    expect(tiers('')).toEqual(['3:mine/same', '2:mine/other', '1:other/same', '0:other/other']);
  });

  it('has one tier for a caller who is not a filmmaker, or has neither crafts nor city', () => {
    expect(tiers('', null)).toEqual(['0:any/any']);
    expect(tiers('', { crafts: [], city: null })).toEqual(['0:any/any']);
  });

  it('ranks by what the filmmaker has: crafts alone, or city alone', () => {
    expect(tiers('', { crafts: ['gaffer'], city: null })).toEqual(['2:mine/any', '0:other/any']);
    expect(tiers('', { crafts: [], city: 'leeds' })).toEqual(['1:any/same', '0:any/other']);
  });

  it('lets a craft or city filter decide its half of the ranking', () => {
    expect(tiers('craft=editor')).toEqual(['3:any/same', '2:any/other']);
    expect(tiers('craft=gaffer')).toEqual(['1:any/same', '0:any/other']);
    expect(tiers('city=London')).toEqual(['3:mine/any', '1:other/any']);
    expect(tiers('city=Leeds&craft=editor')).toEqual(['2:any/any']);
  });

  it('skips the same-city tiers for a search in another country', () => {
    expect(tiers('country=FR')).toEqual(['2:mine/any', '0:other/any']);
    expect(tiers('country=GB')).toHaveLength(4);
  });
});
