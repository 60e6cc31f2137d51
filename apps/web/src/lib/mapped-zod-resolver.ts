import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a form whose fields are not quite the API's input: `toInput` turns what
 * people typed into that input (amounts in pounds into pence, say), the shared schema checks it, and
 * `fieldOf` names the form field that an error on an input path belongs to. So the form validates with
 * exactly the server's rules and messages.
 */
export function mappedZodResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toInput: (values: Values) => unknown,
  fieldOf: (path: string) => string = (path) => path,
): Resolver<Values, unknown, z.output<Schema>> {
  return (values, _context, options) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path.join('.')) || 'root';
      // The first message per field is the one to fix first.
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
