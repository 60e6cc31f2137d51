import { clientBasicSchema } from './client-profile.ts';
import { clientProfileGaps, filmmakerProfileGaps, incompleteProfileMessage } from './profile-gaps.ts';
import {
  filmmakerBasicSchema,
  filmmakerPortfolioSchema,
  filmmakerProfessionalSchema,
} from './filmmaker-profile-steps.ts';
import { fileRefSchema } from './profile-file-refs.ts';
import { RESERVED_USERNAMES, usernameProblem, usernameSchema } from './profile-usernames.ts';

/** The messages zod reports for an input, by field path. */
function problems(
  schema: {
    safeParse(input: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

const FILE_A = '0b6f7f7e-3c1a-4f3e-9d55-0d6a2f9b1a01';
const FILE_B = '0b6f7f7e-3c1a-4f3e-9d55-0d6a2f9b1a02';

describe('usernames', () => {
  test.each(['maya', 'maya-okafor', 'm4y4', 'abc', 'a'.repeat(30), '2nd-unit-dop'])('accepts %s', (name) => {
    expect(usernameProblem(name)).toBeNull();
  });

  test.each([
    ['ma', 'Usernames are 3 to 30 characters'],
    ['a'.repeat(31), 'Usernames are 3 to 30 characters'],
    ['maya okafor', 'Use only lowercase letters, digits and hyphens'],
    ['maya_okafor', 'Use only lowercase letters, digits and hyphens'],
    ['maya.okafor', 'Use only lowercase letters, digits and hyphens'],
    ['mayä', 'Use only lowercase letters, digits and hyphens'],
    ['-maya', 'Usernames cannot start or end with a hyphen'],
    ['maya-', 'Usernames cannot start or end with a hyphen'],
    ['maya--okafor', 'Usernames cannot have two hyphens in a row'],
    ['admin', 'That username is reserved'],
    ['api', 'That username is reserved'],
    ['support', 'That username is reserved'],
    ['login', 'That username is reserved'],
    ['talent', 'That username is reserved'],
  ])('refuses %s', (name, message) => {
    expect(usernameProblem(name)).toBe(message);
  });

  test('the schema trims and lower-cases before checking, so Admin is reserved too', () => {
    expect(usernameSchema.parse('  Maya-Okafor ')).toBe('maya-okafor');
    expect(usernameSchema.safeParse('Admin').error?.issues[0]?.message).toBe('That username is reserved');
    for (const word of ['admin', 'api', 'support', 'login']) expect(RESERVED_USERNAMES.has(word)).toBe(true);
  });
});

describe('filmmaker basic step', () => {
  test('a draft may leave fields empty; empty strings are stored as not given', () => {
    expect(
      filmmakerBasicSchema.parse({ first_name: ' Maya ', username: '', country: '', bio: '   ' }),
    ).toEqual({
      first_name: 'Maya',
      last_name: null,
      username: null,
      avatar_file_id: null,
      headline: null,
      city: null,
      country: null,
      bio: null,
    });
  });

  test('a full step', () => {
    expect(
      filmmakerBasicSchema.parse({
        first_name: 'Maya',
        last_name: 'Okafor',
        username: 'Maya-Okafor',
        avatar_file_id: FILE_A,
        headline: 'Director of photography',
        city: 'London',
        country: 'gb',
        bio: 'Twelve years behind the camera.',
      }),
    ).toMatchObject({ username: 'maya-okafor', country: 'GB', avatar_file_id: FILE_A });
  });

  test('limits and messages', () => {
    expect(
      problems(filmmakerBasicSchema, {
        username: 'support',
        headline: 'x'.repeat(121),
        bio: 'x'.repeat(2001),
        country: 'United Kingdom',
        avatar_file_id: 'avatar.png',
      }),
    ).toEqual({
      username: ['That username is reserved'],
      headline: ['Keep your headline to 120 characters'],
      bio: ['Keep your bio to 2000 characters'],
      country: ['Choose a country from the list'],
      avatar_file_id: ['That is not a file id'],
    });
    expect(filmmakerBasicSchema.safeParse({ headline: 'x'.repeat(120), bio: 'x'.repeat(2000) }).success).toBe(
      true,
    );
  });
});

describe('filmmaker professional step', () => {
  const good = {
    primary_craft: 'director of photography',
    secondary_crafts: ['camera operator', 'drone pilot'],
    years_experience: 12,
    day_rate_minor: 65000,
    half_day_rate_minor: 40000,
    currency: 'GBP',
    equipment: ['Sony FX6', 'Canon CN-E primes'],
    languages: ['English', 'Yoruba'],
    travel_radius_km: 500,
    availability: 'limited',
    available_from: '2027-03-01',
  };

  test('accepts a full step', () => {
    expect(filmmakerProfessionalSchema.parse(good)).toEqual(good);
  });

  test('defaults: pounds, available, empty lists', () => {
    expect(filmmakerProfessionalSchema.parse({})).toEqual({
      primary_craft: null,
      secondary_crafts: [],
      years_experience: null,
      day_rate_minor: null,
      half_day_rate_minor: null,
      currency: 'GBP',
      equipment: [],
      languages: [],
      travel_radius_km: null,
      availability: 'available',
      available_from: null,
    });
  });

  test('crafts come from the list, the main one first and once, repeats dropped', () => {
    expect(
      filmmakerProfessionalSchema.parse({
        primary_craft: 'editor',
        secondary_crafts: ['colourist', 'editor', 'colourist'],
        languages: ['English', 'english', 'French'],
      }),
    ).toMatchObject({ secondary_crafts: ['colourist'], languages: ['English', 'French'] });
    expect(problems(filmmakerProfessionalSchema, { primary_craft: 'best boy' })).toEqual({
      primary_craft: ['Choose a craft from the list'],
    });
    expect(problems(filmmakerProfessionalSchema, { secondary_crafts: ['editor'] })).toEqual({
      primary_craft: ['Choose your main craft before the others'],
    });
    expect(
      problems(filmmakerProfessionalSchema, {
        primary_craft: 'director',
        secondary_crafts: ['editor', 'producer', 'writer', 'colourist', 'animator', 'composer'],
      }),
    ).toEqual({ secondary_crafts: ['Choose at most 5 other crafts'] });
  });

  test('rates are whole minor units, the half-day rate at most the day rate', () => {
    expect(problems(filmmakerProfessionalSchema, { day_rate_minor: 650.5 })).toEqual({
      day_rate_minor: ['The day rate must be a whole number of minor units (pence, cents)'],
    });
    expect(problems(filmmakerProfessionalSchema, { day_rate_minor: 0 })).toEqual({
      day_rate_minor: ['The day rate must be more than zero'],
    });
    expect(
      problems(filmmakerProfessionalSchema, { day_rate_minor: 40000, half_day_rate_minor: 45000 }),
    ).toEqual({
      half_day_rate_minor: ['The half-day rate cannot be more than the day rate'],
    });
    expect(problems(filmmakerProfessionalSchema, { day_rate_minor: '650' })).toEqual({
      day_rate_minor: ['The day rate must be a whole number of minor units (pence, cents)'],
    });
    expect(problems(filmmakerProfessionalSchema, { currency: 'BTC' })).toEqual({
      currency: ['Choose a currency from the list'],
    });
  });

  test('availability, its date, experience and travel', () => {
    expect(
      problems(filmmakerProfessionalSchema, {
        availability: 'busy',
        available_from: '01/03/2027',
        years_experience: -1,
        travel_radius_km: 20001,
      }),
    ).toEqual({
      availability: ['Choose available, limited or unavailable'],
      available_from: ['Enter the date as YYYY-MM-DD'],
      years_experience: ['Years of experience cannot be negative'],
      travel_radius_km: ['Travel radius can be at most 20000 km'],
    });
  });
});

describe('filmmaker portfolio step', () => {
  test('links, images in order without repeats, credits', () => {
    expect(
      filmmakerPortfolioSchema.parse({
        showreel_url: ' https://youtu.be/aqz-KE-bpKQ ',
        work_links: [
          { url: 'https://vimeo.com/1084537', title: 'Brand film' },
          { url: 'https://vimeo.com/1084537', title: 'Again' },
          { url: 'https://mayaokafor.example/work', title: '' },
        ],
        portfolio_image_ids: [FILE_B, FILE_A, FILE_B],
        credits: [{ title: 'Salt Roads', role: 'DoP', year: 2024, client: '' }],
      }),
    ).toEqual({
      showreel_url: 'https://youtu.be/aqz-KE-bpKQ',
      work_links: [
        { url: 'https://vimeo.com/1084537', title: 'Brand film' },
        { url: 'https://mayaokafor.example/work', title: null },
      ],
      portfolio_image_ids: [FILE_B, FILE_A],
      service_image_ids: [],
      credits: [{ title: 'Salt Roads', role: 'DoP', year: 2024, client: null }],
    });
    expect(filmmakerPortfolioSchema.parse({ showreel_url: '' }).showreel_url).toBeNull();
  });

  test('refuses links other than http(s), and incomplete credits', () => {
    expect(
      problems(filmmakerPortfolioSchema, {
        showreel_url: 'javascript:alert(1)',
        work_links: [{ url: 'ftp://files.example/reel.mov' }, { url: '' }],
        portfolio_image_ids: ['not-a-uuid'],
        credits: [{ title: '', role: 'Editor', year: 1850 }],
      }),
    ).toEqual({
      showreel_url: ['Only https:// and http:// links are accepted'],
      'work_links.0.url': ['Only https:// and http:// links are accepted'],
      'work_links.1.url': ['Enter a link'],
      'portfolio_image_ids.0': ['That is not a file id'],
      'credits.0.title': ['Give the title of the production'],
      'credits.0.year': ['The year must be 1900 or later'],
    });
  });

  test('a credit dated far ahead is a typing slip', () => {
    const year = new Date().getUTCFullYear();
    const credit = { title: 'Next', role: 'Director' };
    expect(filmmakerPortfolioSchema.safeParse({ credits: [{ ...credit, year: year + 1 }] }).success).toBe(
      true,
    );
    expect(problems(filmmakerPortfolioSchema, { credits: [{ ...credit, year: year + 10 }] })).toEqual({
      'credits.0.year': ['That year is too far ahead'],
    });
  });
});

describe('file references in answers', () => {
  test('carry the stored type beside the link, both null when the file is gone', () => {
    const clip = {
      file_id: FILE_A,
      url: 'https://reelhire.example/api/files/a?signature=x',
      mime_type: 'video/mp4',
    };
    expect(fileRefSchema.parse(clip)).toEqual(clip);
    expect(fileRefSchema.parse({ file_id: FILE_A, url: null, mime_type: null })).toEqual({
      file_id: FILE_A,
      url: null,
      mime_type: null,
    });
    // Outside clients read `file_id` and `url`; the type is an addition they may ignore, not a rename.
    expect(Object.keys(fileRefSchema.shape)).toEqual(['file_id', 'url', 'mime_type']);
    expect(fileRefSchema.safeParse({ file_id: FILE_A, url: null }).success).toBe(false);
  });
});

describe('completeness', () => {
  const complete = {
    first_name: 'Maya',
    last_name: 'Okafor',
    username: 'maya-okafor',
    headline: 'DoP',
    city: 'London',
    country: 'GB',
    primary_craft: 'director of photography',
    years_experience: 0,
    day_rate_minor: 65000,
    showreel: null,
    work_links: [],
    portfolio_images: [{ file_id: FILE_A, url: null, mime_type: null }],
  };

  test('a complete filmmaker profile has no gaps; any one of showreel, link or image will do', () => {
    expect(filmmakerProfileGaps(complete)).toEqual([]);
    expect(
      filmmakerProfileGaps({
        ...complete,
        portfolio_images: [],
        showreel: {
          url: 'https://youtu.be/aqz-KE-bpKQ',
          provider: 'youtube',
          video_id: 'aqz-KE-bpKQ',
          embed_url: null,
        },
      }),
    ).toEqual([]);
  });

  test('an empty profile lists what each step needs', () => {
    const gaps = filmmakerProfileGaps({
      ...complete,
      first_name: '',
      last_name: '',
      username: null,
      headline: null,
      city: null,
      country: null,
      primary_craft: null,
      years_experience: null,
      day_rate_minor: null,
      portfolio_images: [],
    });
    expect(gaps.map((gap) => `${gap.step}.${gap.field}`)).toEqual([
      'basic.first_name',
      'basic.last_name',
      'basic.username',
      'basic.headline',
      'basic.city',
      'basic.country',
      'professional.primary_craft',
      'professional.years_experience',
      'professional.day_rate_minor',
      'portfolio.portfolio',
    ]);
    expect(incompleteProfileMessage(gaps.slice(2, 4))).toBe(
      'Your profile is not complete yet: choose a username; write a headline',
    );
  });

  test('a client needs a name, a kind, an industry and a location', () => {
    const client = clientBasicSchema.parse({
      company_name: 'Northlight Studios',
      client_kind: 'company',
      industry: 'Advertising agency',
      website: 'https://northlight.example',
      city: 'Manchester',
      country: 'GB',
    });
    expect(clientProfileGaps(client)).toEqual([]);
    expect(
      clientProfileGaps(clientBasicSchema.parse({ company_name: 'Northlight' })).map((gap) => gap.field),
    ).toEqual(['client_kind', 'industry', 'city', 'country']);
  });

  test('client fields are checked', () => {
    expect(
      problems(clientBasicSchema, {
        client_kind: 'agency',
        industry: 'Widgets',
        website: 'javascript:alert(1)',
        about: 'x'.repeat(2001),
      }),
    ).toEqual({
      client_kind: ['Choose company or individual'],
      industry: ['Choose an industry from the list'],
      website: ['Only https:// and http:// links are accepted'],
      about: ['Keep the description to 2000 characters'],
    });
  });
});
