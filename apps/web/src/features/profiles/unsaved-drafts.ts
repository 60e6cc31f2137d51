import { PROFILE_CACHE_KEYS } from '@reelhire/shared/profile-cache';
import { clientBasicSchema, type ClientProfile } from '@reelhire/shared/client-profile';
import {
  filmmakerBasicSchema,
  filmmakerPortfolioSchema,
  filmmakerProfessionalSchema,
} from '@reelhire/shared/filmmaker-profile-steps';
import { type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import type { z } from 'zod';
import {
  basicFormFrom,
  basicInput,
  clientFormFrom,
  clientInput,
  EMPTY_BASIC,
  EMPTY_CLIENT,
  EMPTY_PROFESSIONAL,
  parsePortfolioDraft,
  portfolioFormFrom,
  portfolioInput,
  professionalFormFrom,
  professionalInput,
} from './form-values';
import { parseImageDraft, parseStringList, parseTextFields, readDraft } from './profile-drafts';

// The preview shows what is saved. A draft typed into a step but never sent with Continue (the stepper
// lets a live profile jump between steps) would be missing from it without a word: these say which steps.

/** Whether two forms say the same once the shared schema has read them (spacing, case, order of keys). */
function same(schema: z.ZodType, a: unknown, b: unknown): boolean {
  const left = schema.safeParse(a);
  const right = schema.safeParse(b);
  if (!left.success || !right.success) return false;
  return JSON.stringify(left.data) === JSON.stringify(right.data);
}

export function unsavedFilmmakerSteps(profile: FilmmakerProfile, userId: string) {
  const keys = PROFILE_CACHE_KEYS.filmmaker;
  const steps = { basic: false, professional: false, portfolio: false };

  const basic = parseTextFields(readDraft(keys.basic, userId), EMPTY_BASIC);
  const avatar = parseImageDraft(readDraft(keys.image, userId));
  const savedAvatar = profile.avatar?.file_id ?? null;
  if (basic || avatar) {
    steps.basic = !same(
      filmmakerBasicSchema,
      basicInput(basic ?? basicFormFrom(profile), avatar ? avatar.file_id : savedAvatar),
      basicInput(basicFormFrom(profile), savedAvatar),
    );
  }

  const professional = parseTextFields(readDraft(keys.professional, userId), EMPTY_PROFESSIONAL);
  if (professional) {
    steps.professional = !same(
      filmmakerProfessionalSchema,
      professionalInput(professional).input,
      professionalInput(professionalFormFrom(profile)).input,
    );
  }

  const portfolio = parsePortfolioDraft(readDraft(keys.portfolio, userId));
  const portfolioImages = parseStringList(readDraft(keys.portfolioImages, userId));
  const serviceImages = parseStringList(readDraft(keys.serviceImages, userId));
  if (portfolio || portfolioImages || serviceImages) {
    const saved = portfolioFormFrom(profile);
    const savedPortfolioIds = profile.portfolio_images.map((image) => image.file_id);
    const savedServiceIds = profile.service_images.map((image) => image.file_id);
    const draft = portfolio ?? saved;
    steps.portfolio = !same(
      filmmakerPortfolioSchema,
      portfolioInput(draft, portfolioImages ?? savedPortfolioIds, serviceImages ?? savedServiceIds).input,
      portfolioInput(saved, savedPortfolioIds, savedServiceIds).input,
    );
  }
  return steps;
}

export function hasUnsavedClientDraft(profile: ClientProfile, userId: string): boolean {
  const keys = PROFILE_CACHE_KEYS.client;
  const form = parseTextFields(readDraft(keys.basic, userId), EMPTY_CLIENT);
  const logo = parseImageDraft(readDraft(keys.image, userId));
  if (!form && !logo) return false;
  const savedLogo = profile.logo?.file_id ?? null;
  return !same(
    clientBasicSchema,
    clientInput(form ?? clientFormFrom(profile), logo ? logo.file_id : savedLogo),
    clientInput(clientFormFrom(profile), savedLogo),
  );
}
