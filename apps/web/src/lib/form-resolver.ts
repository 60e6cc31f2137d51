import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a shared input schema whose fields people type differently from how the
 * API takes them (money in main units, numbers as text). The form's fields keep the schema's names, so
 * the schema's messages land on the right field; `toInput` turns what was typed into the API's shape
 * first, and the submit handler receives the schema's output.
 */
export function resolverFor<FormValues extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, FieldValues>,
  toInput: (values: FormValues) => FieldValues,
): Resolver<FormValues, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, Output>;
  return (values, context, options) =>
    resolve(toInput(values), context, options as never) as ReturnType<Resolver<FormValues, unknown, Output>>;
}

/** What someone typed in a number field, as a number (NaN when it is not one, for the schema to name). */
export const typedNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
