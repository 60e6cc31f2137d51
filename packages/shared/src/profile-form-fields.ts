import { z } from 'zod';
import { webLinkProblem } from './video-links.ts';

// The field schemas the profile setup steps are built from (issue 4). Forms send '' for an empty field; a
// draft stores that as "not given" (null), since every step saves a draft and a field may stay empty until
// the profile is submitted. Why these fields: docs/decisions/0012-profile-fields.md.

/** Cities are named the same way on both sides' profiles. */
export const CITY_MAX = 80;

export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

export const optionalWebLink = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = value ? webLinkProblem(value) : null;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .nullish()
  .transform((value) => value || null);

export const requiredWebLink = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = value ? webLinkProblem(value) : 'Enter a link';
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const fileId = z.uuid({ error: 'That is not a file id' });
export const optionalFileId = fileId.nullish().transform((value) => value ?? null);

/** Keeps the first of each value, in order (a list edited in a form can repeat an entry). */
export const distinct = <T>(values: T[], key: (value: T) => string = String) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

export const fileIdList = (max: number, what: string) =>
  z
    .array(fileId)
    .max(max, `Add at most ${max} ${what}`)
    .nullish()
    .transform((ids) => distinct(ids ?? []));

export const wholeNumber = (min: number, max: number, messages: { min: string; max: string; int: string }) =>
  z
    .number({ error: messages.int })
    .int(messages.int)
    .min(min, messages.min)
    .max(max, messages.max)
    .nullish()
    .transform((value) => value ?? null);
