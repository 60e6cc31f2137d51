/**
 * The demo that `npm start` seeds on an empty database: one account of each role and a handful of
 * believable filmmaker profiles, so every page has something real to show on a fresh machine.
 * Everything here is ordinary data written through the same tables the product uses.
 */

export const DEMO_PASSWORD = 'reelhire-demo';

export interface DemoFilmmaker {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  headline: string;
  bio: string;
  city: string;
  country: string;
  crafts: string[];
  yearsExperience: number;
  dayRateMinor: number;
  currency: string;
  verified: boolean;
}

export interface DemoClient {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  industry: string;
  website: string;
  city: string;
  country: string;
  about: string;
}

export const DEMO_ADMIN = { email: 'admin@reelhire.test', firstName: 'Ada', lastName: 'Mensah' };

export const DEMO_CLIENT: DemoClient = {
  email: 'client@reelhire.test',
  firstName: 'Tom',
  lastName: 'Hargreaves',
  companyName: 'Northlight Studios',
  industry: 'Advertising agency',
  website: 'https://northlight.example',
  city: 'Manchester',
  country: 'United Kingdom',
  about: 'An independent agency making brand films and social campaigns for outdoor and travel companies.',
};

export const DEMO_FILMMAKER: DemoFilmmaker = {
  email: 'filmmaker@reelhire.test',
  firstName: 'Maya',
  lastName: 'Okafor',
  username: 'maya-okafor',
  headline: 'Director of photography for documentary and brand films',
  bio: 'Twelve years behind the camera, from observational documentaries to commercials. I light for mood and move fast with a small crew.',
  city: 'London',
  country: 'United Kingdom',
  crafts: ['director of photography', 'camera operator'],
  yearsExperience: 12,
  dayRateMinor: 65000,
  currency: 'GBP',
  verified: true,
};

/** The 'both' account hires for its own productions and takes sound jobs for others. */
export const DEMO_BOTH = {
  filmmaker: {
    email: 'both@reelhire.test',
    firstName: 'Sam',
    lastName: 'Rivera',
    username: 'sam-rivera',
    headline: 'Sound recordist and producer',
    bio: 'Location sound for drama and documentary; I also produce short-form series for my own channel.',
    city: 'Bristol',
    country: 'United Kingdom',
    crafts: ['sound recordist', 'producer'],
    yearsExperience: 8,
    dayRateMinor: 40000,
    currency: 'GBP',
    verified: true,
  } satisfies DemoFilmmaker,
  client: {
    email: 'both@reelhire.test',
    firstName: 'Sam',
    lastName: 'Rivera',
    companyName: 'Rivera Sound & Story',
    industry: 'Independent production',
    website: 'https://riverasound.example',
    city: 'Bristol',
    country: 'United Kingdom',
    about: 'A two-person company producing documentary shorts and podcasts with video.',
  } satisfies DemoClient,
};

export const DEMO_MORE_FILMMAKERS: DemoFilmmaker[] = [
  {
    email: 'lena.fischer@reelhire.test',
    firstName: 'Lena',
    lastName: 'Fischer',
    username: 'lena-fischer',
    headline: 'Editor and colourist for music videos and fashion',
    bio: 'I cut to rhythm and grade in DaVinci Resolve. Fast turnarounds for labels and fashion houses.',
    city: 'Berlin',
    country: 'Germany',
    crafts: ['editor', 'colourist'],
    yearsExperience: 9,
    dayRateMinor: 55000,
    currency: 'EUR',
    verified: true,
  },
  {
    email: 'kwame.asante@reelhire.test',
    firstName: 'Kwame',
    lastName: 'Asante',
    username: 'kwame-asante',
    headline: 'Drone pilot, licensed for commercial aerial work',
    bio: 'Certified commercial drone operator. Aerials for property, tourism boards and feature second units.',
    city: 'Leeds',
    country: 'United Kingdom',
    crafts: ['drone pilot', 'camera operator'],
    yearsExperience: 6,
    dayRateMinor: 45000,
    currency: 'GBP',
    verified: false,
  },
  {
    email: 'ines.moreau@reelhire.test',
    firstName: 'Inès',
    lastName: 'Moreau',
    username: 'ines-moreau',
    headline: 'Director for branded documentary',
    bio: 'I direct human stories for brands that want more than an advert. Former journalist.',
    city: 'Paris',
    country: 'France',
    crafts: ['director', 'producer'],
    yearsExperience: 14,
    dayRateMinor: 90000,
    currency: 'EUR',
    verified: true,
  },
  {
    email: 'jonah.park@reelhire.test',
    firstName: 'Jonah',
    lastName: 'Park',
    username: 'jonah-park',
    headline: 'Motion designer and 2D animator',
    bio: 'Explainers, titles and animated logos. After Effects and Cinema 4D.',
    city: 'Glasgow',
    country: 'United Kingdom',
    crafts: ['motion designer'],
    yearsExperience: 5,
    dayRateMinor: 35000,
    currency: 'GBP',
    verified: false,
  },
  {
    email: 'priya.nair@reelhire.test',
    firstName: 'Priya',
    lastName: 'Nair',
    username: 'priya-nair',
    headline: 'Gaffer with a van of LED kit',
    bio: 'Lighting for commercials and music videos. My own kit, my own van, a reliable spark on call.',
    city: 'London',
    country: 'United Kingdom',
    crafts: ['gaffer'],
    yearsExperience: 10,
    dayRateMinor: 38000,
    currency: 'GBP',
    verified: true,
  },
];
