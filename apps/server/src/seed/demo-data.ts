import type { Craft } from '@reelhire/shared/crafts';
import type { Currency } from '@reelhire/shared/money';
import type { Availability } from '@reelhire/shared/filmmaker-profile-steps';
import type { ClientKind, Industry } from '@reelhire/shared/client-profile';

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
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The main craft first. */
  crafts: Craft[];
  yearsExperience: number;
  dayRateMinor: number;
  halfDayRateMinor: number | null;
  currency: Currency;
  equipment: string[];
  languages: string[];
  travelRadiusKm: number | null;
  availability: Availability;
  availableFrom: string | null;
  showreelUrl: string;
  workLinks: { url: string; title: string }[];
  credits: { title: string; role: string; year: number; client: string | null }[];
  verified: boolean;
}

export interface DemoClient {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  clientKind: ClientKind;
  industry: Industry;
  website: string;
  city: string;
  country: string;
  about: string;
}

/**
 * A filmmaker who is set up but not verified, whose documents wait in the admin queue at /admin/verify
 * (seeded only when the seed is given file storage).
 */
export const DEMO_PENDING_VERIFICATION_EMAIL = 'kwame.asante@reelhire.test';

export const DEMO_ADMIN = { email: 'admin@reelhire.test', firstName: 'Ada', lastName: 'Mensah' };

export const DEMO_CLIENT: DemoClient = {
  email: 'client@reelhire.test',
  firstName: 'Tom',
  lastName: 'Hargreaves',
  companyName: 'Northlight Studios',
  clientKind: 'company',
  industry: 'Advertising agency',
  website: 'https://northlight.example',
  city: 'Manchester',
  country: 'GB',
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
  country: 'GB',
  crafts: ['director of photography', 'camera operator'],
  yearsExperience: 12,
  dayRateMinor: 65000,
  currency: 'GBP',
  halfDayRateMinor: 40000,
  equipment: ['Sony FX6 kit', 'Canon CN-E primes', 'DJI RS 3 Pro gimbal', 'Aputure 600d lighting package'],
  languages: ['English', 'Yoruba'],
  travelRadiusKm: 500,
  availability: 'available',
  availableFrom: null,
  showreelUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  workLinks: [{ url: 'https://vimeo.com/1084537', title: 'Brand film for an outdoor label' }],
  credits: [
    { title: 'Salt Roads', role: 'Director of photography', year: 2024, client: 'Channel 4' },
    { title: 'Run the Coast', role: 'Director of photography', year: 2023, client: 'Northlight Studios' },
    { title: 'The Last Ferry', role: 'Camera operator', year: 2021, client: null },
  ],
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
    country: 'GB',
    crafts: ['sound recordist', 'producer'],
    yearsExperience: 8,
    dayRateMinor: 40000,
    currency: 'GBP',
    halfDayRateMinor: 25000,
    equipment: ['Sound Devices MixPre-10 II', 'Sennheiser MKH 416 and 50', 'Wisycom radio mics (4 channels)'],
    languages: ['English', 'Spanish'],
    travelRadiusKm: 300,
    availability: 'limited',
    availableFrom: null,
    showreelUrl: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
    workLinks: [],
    credits: [
      { title: 'Harbour Lights', role: 'Sound recordist', year: 2024, client: 'BBC Bristol' },
      { title: 'Makers of the West', role: 'Producer', year: 2023, client: 'Rivera Sound & Story' },
    ],
    verified: true,
  } satisfies DemoFilmmaker,
  client: {
    email: 'both@reelhire.test',
    firstName: 'Sam',
    lastName: 'Rivera',
    companyName: 'Rivera Sound & Story',
    clientKind: 'company',
    industry: 'Production company',
    website: 'https://riverasound.example',
    city: 'Bristol',
    country: 'GB',
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
    country: 'DE',
    crafts: ['editor', 'colourist'],
    yearsExperience: 9,
    dayRateMinor: 55000,
    currency: 'EUR',
    halfDayRateMinor: 32000,
    equipment: ['DaVinci Resolve Studio suite', 'Calibrated grading monitor', 'Premiere Pro'],
    languages: ['German', 'English'],
    travelRadiusKm: null,
    availability: 'available',
    availableFrom: null,
    showreelUrl: 'https://vimeo.com/1084537',
    workLinks: [{ url: 'https://www.youtube.com/watch?v=R6MlUcmOul8', title: 'Music video edit and grade' }],
    credits: [{ title: 'Nachtfarben', role: 'Editor and colourist', year: 2024, client: 'Kompakt Records' }],
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
    country: 'GB',
    crafts: ['drone pilot', 'camera operator'],
    yearsExperience: 6,
    dayRateMinor: 45000,
    currency: 'GBP',
    halfDayRateMinor: 28000,
    equipment: ['DJI Inspire 3', 'DJI Mavic 3 Cine', 'CAA operational authorisation'],
    languages: ['English', 'Twi'],
    travelRadiusKm: 800,
    availability: 'available',
    availableFrom: null,
    showreelUrl: 'https://www.youtube.com/watch?v=R6MlUcmOul8',
    workLinks: [],
    credits: [
      { title: 'Yorkshire from Above', role: 'Drone pilot', year: 2023, client: 'Welcome to Yorkshire' },
    ],
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
    country: 'FR',
    crafts: ['director', 'producer'],
    yearsExperience: 14,
    dayRateMinor: 90000,
    currency: 'EUR',
    halfDayRateMinor: 55000,
    equipment: [],
    languages: ['French', 'English', 'Spanish'],
    travelRadiusKm: 2000,
    availability: 'unavailable',
    availableFrom: '2027-03-01',
    showreelUrl: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
    workLinks: [{ url: 'https://vimeo.com/1084537', title: 'Documentary series for a bank' }],
    credits: [
      { title: 'Les Mains', role: 'Director', year: 2024, client: 'BNP Paribas' },
      { title: 'Terre Ferme', role: 'Director and producer', year: 2022, client: 'Arte' },
    ],
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
    country: 'GB',
    crafts: ['motion designer'],
    yearsExperience: 5,
    dayRateMinor: 35000,
    currency: 'GBP',
    halfDayRateMinor: 20000,
    equipment: ['After Effects', 'Cinema 4D with Redshift'],
    languages: ['English', 'Korean'],
    travelRadiusKm: null,
    availability: 'limited',
    availableFrom: null,
    showreelUrl: 'https://vimeo.com/1084537',
    workLinks: [],
    credits: [
      { title: 'How Tides Work', role: 'Motion designer', year: 2024, client: 'Glasgow Science Centre' },
    ],
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
    country: 'GB',
    crafts: ['gaffer'],
    yearsExperience: 10,
    dayRateMinor: 38000,
    currency: 'GBP',
    halfDayRateMinor: 24000,
    equipment: ['Van with LED package: Aputure, Astera tubes', 'Generator-free battery power', 'Grip basics'],
    languages: ['English', 'Malayalam', 'Hindi'],
    travelRadiusKm: 250,
    availability: 'available',
    availableFrom: null,
    showreelUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    workLinks: [],
    credits: [{ title: 'Neon Hearts', role: 'Gaffer', year: 2024, client: 'Polydor' }],
    verified: true,
  },
];

/** The demo filmmaker who applied to Northlight's editor job (demo-hiring.ts). */
export const DEMO_HIRING_EDITOR_EMAIL = 'lena.fischer@reelhire.test';
