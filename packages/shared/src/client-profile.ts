import { z } from 'zod';
import { countryCodeSchema } from './countries.ts';
import { CITY_MAX, optionalFileId, optionalText, optionalWebLink } from './profile-form-fields.ts';
import { fileRefSchema } from './profile-file-refs.ts';
import { profileGapSchema } from './profile-gaps.ts';

// The client's profile (issue 4): its one setup step as the setup page sends it, and the profile as the
// server answers it. `clientProfileGaps` (profile-gaps.ts) says what submitting still needs. Why these
// fields: docs/decisions/0012-profile-fields.md.

export const CLIENT_KINDS = ['company', 'individual'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

/** The kinds of organisation that commission film work, for the client's "industry". */
export const INDUSTRIES = [
  'Advertising agency',
  'Production company',
  'Brand',
  'Broadcaster or streaming platform',
  'Music',
  'Fashion and beauty',
  'Sport',
  'Technology',
  'Property',
  'Travel and tourism',
  'Events and weddings',
  'Education',
  'Charity or non-profit',
  'Public sector',
  'Corporate communications',
  'Independent creator',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const ABOUT_MAX = 2000;

export const clientBasicSchema = z.object({
  /** The company, or the person's own name when they hire as an individual. */
  company_name: optionalText(120, 'Names can be at most 120 characters'),
  client_kind: z
    .enum(CLIENT_KINDS, { error: 'Choose company or individual' })
    .nullish()
    .transform((value) => value ?? null),
  industry: z
    .enum(INDUSTRIES, { error: 'Choose an industry from the list' })
    .nullish()
    .transform((value) => value ?? null),
  website: optionalWebLink,
  logo_file_id: optionalFileId,
  city: optionalText(CITY_MAX, `City names can be at most ${CITY_MAX} characters`),
  country: z
    .literal('')
    .or(countryCodeSchema)
    .nullish()
    .transform((value) => value || null),
  about: optionalText(ABOUT_MAX, `Keep the description to ${ABOUT_MAX} characters`),
});
export type ClientBasicInput = z.input<typeof clientBasicSchema>;
export type ClientBasic = z.output<typeof clientBasicSchema>;

export const clientProfileSchema = z.object({
  id: z.string().nullable(),
  user_id: z.string(),
  company_name: z.string(),
  client_kind: z.enum(CLIENT_KINDS).nullable(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  logo: fileRefSchema.nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  about: z.string().nullable(),
  verified: z.boolean(),
  setup: z.boolean(),
  missing: z.array(profileGapSchema),
  updated_at: z.string().nullable(),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;
