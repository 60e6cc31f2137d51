import { filmmakerPortfolioSchema } from '@reelhire/shared/filmmaker-profile-steps';
import {
  EMPTY_CREDIT,
  EMPTY_PROFESSIONAL,
  fieldErrors,
  parseAmount,
  portfolioInput,
  professionalInput,
} from './form-values';
import { completeFilmmakerProfile } from './profile-test-kit';
import { toTalent } from './to-talent';

describe('setup form values', () => {
  it('reads amounts in the main unit as minor units of the currency', () => {
    expect(parseAmount('650', 'GBP')).toBe(65000);
    expect(parseAmount(' 1,200.5 ', 'EUR')).toBe(120050);
    expect(parseAmount('12000', 'JPY')).toBe(12000);
    expect(parseAmount('', 'GBP')).toBeNull();
    expect(parseAmount('£650', 'GBP')).toBeUndefined();
    expect(parseAmount('-5', 'GBP')).toBeUndefined();
  });

  it('drops an empty availability date while available, and blank list items', () => {
    const { input } = professionalInput({
      ...EMPTY_PROFESSIONAL,
      available_from: '2027-01-01',
      languages: 'English,, French ,',
      equipment: 'FX6\n\n  \nPrimes',
    });
    expect(input).toMatchObject({
      available_from: null,
      languages: ['English', 'French'],
      equipment: ['FX6', 'Primes'],
    });
  });

  it('puts a message about a row sent back under that row on screen, empty rows aside', () => {
    const { input, formErrors } = portfolioInput(
      {
        showreel_url: '',
        work_links: [],
        credits: [EMPTY_CREDIT, { title: 'Salt Roads', role: '', year: '', client: '' }],
      },
      [],
      [],
    );
    const parsed = filmmakerPortfolioSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(formErrors(fieldErrors(parsed.error!))).toEqual({ 'credits.1.role': 'Give your role' });
  });

  it('turns the own profile into the public page, main craft first', () => {
    const talent = toTalent(completeFilmmakerProfile());
    expect(talent.crafts).toEqual(['director of photography', 'camera operator']);
    expect(talent.username).toBe('maya-okafor');
  });
});
