import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Deeper than any request we take (a profile step is five levels); far below what overflows a stack. */
export const MAX_INPUT_DEPTH = 32;

export const NUL_TEXT = 'Text must not contain the NUL character (U+0000)';
export const LONE_SURROGATE_TEXT =
  'Text must be valid Unicode: it contains a lone surrogate (half of a character)';
export const NUL_KEY_TEXT = 'Field names must not contain the NUL character (U+0000)';
export const LONE_SURROGATE_KEY_TEXT =
  'Field names must be valid Unicode: one contains a lone surrogate (half of a character)';
export const TOO_DEEP_TEXT = `The request is nested too deeply (more than ${MAX_INPUT_DEPTH} levels)`;

type Part = 'body' | 'querystring' | 'params';

export interface InputProblem {
  path: (string | number)[];
  message: string;
}

const NUL = '\u0000';
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string, isKey = false): string | undefined {
  if (text.includes(NUL)) return isKey ? NUL_KEY_TEXT : NUL_TEXT;
  if (LONE_SURROGATE.test(text)) return isKey ? LONE_SURROGATE_KEY_TEXT : LONE_SURROGATE_TEXT;
  return undefined;
}

/** Field names go into the message, so a long one is shortened (one with bad text is never echoed). */
const shortKey = (key: string) => (key.length > 40 ? `${key.slice(0, 40)}…` : key);

/**
 * The first thing in a parsed request part that no database column can hold: PostgreSQL refuses NUL in
 * text and jsonb, and a lone surrogate in jsonb (elsewhere it would be silently replaced). Keys count too,
 * since JSON fields are stored whole. Walks without recursion, so that nesting cannot overflow the stack.
 */
export function findInputProblem(value: unknown): InputProblem | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) return { path, message };
      continue;
    }
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path: [], message: TOO_DEEP_TEXT };
    const isArray = Array.isArray(current);
    for (const [key, child] of Object.entries(current)) {
      const keyMessage = isArray ? undefined : textProblem(key, true);
      if (keyMessage) return { path, message: keyMessage };
      const childPath = [...path, isArray ? Number(key) : shortKey(key)];
      stack.push({ value: child, path: childPath });
    }
  }
  return undefined;
}

/** The problem as the schema validation error every route already answers (`{ error }`, or GoTrue's shape). */
function validationError(part: Part, problem: InputProblem): Error {
  const failing = z.unknown().superRefine((_value, context) => {
    context.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  });
  // The zod validator answers synchronously with `{ error }`; its wider type allows other validators' forms.
  const result = validatorCompiler({ schema: failing, method: '', url: '', httpPart: part })(undefined) as {
    error?: unknown;
  };
  return Object.assign(new Error(`${part} ${problem.message}`), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validation: result.error,
    validationContext: part,
  });
}

/**
 * Refuses, for every route and before any schema runs, request bodies, query strings and path parameters
 * with text a database cannot store or with absurd nesting: a 400 naming the field instead of a 500 from
 * PostgreSQL or a stack overflow. One hook covers every schema, including those written later.
 */
export function guardInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const problem = findInputProblem(value);
      if (problem) throw validationError(part, problem);
    }
  });
}
