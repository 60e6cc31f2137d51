import fc from 'fast-check';

// Test support for the bad-input property test: requests for one OpenAPI operation, built from the schemas
// in the served document, mostly plausible but with bad values mixed in at every level.

/** The parts of an OpenAPI 3.0 schema object that the generators read. */
export interface SchemaObject {
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
}

export interface Operation {
  method: string;
  path: string;
  pathParams: { name: string; schema: SchemaObject }[];
  queryParams: { name: string; schema: SchemaObject }[];
  /** Content types of the request body with their schemas, when the operation documents one. */
  body: { json?: SchemaObject; multipart?: SchemaObject };
  /** Who may call it (`x-caller`, decision 0056): 'anyone', 'user', a role, or several roles. */
  caller: string | string[] | undefined;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: SchemaObject }[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  'x-caller'?: string | string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation in the document, with what it takes. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: {
          json: content['application/json']?.schema,
          multipart: content['multipart/form-data']?.schema,
        },
        caller: operation['x-caller'],
      });
    }
  }
  return operations;
}

// ---- bad values

const NUL = '\u0000';
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Strings that have broken servers: NUL, lone surrogates, huge, and the usual injection suspects. */
export const badString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    NUL,
    `a${NUL}b`,
    '\ud800',
    'x\udfffy',
    '\udc00\ud800',
    `\ud83d${NUL}`,
    '',
    ' ',
    '%00',
    "' OR 1=1 --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '\u202eevil',
    '{{constructor}}',
    'NaN',
    '-1',
    '1e309',
    '__proto__',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'é'.repeat(length)),
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(NUL, '\ud800', '\udfff')).map(([a, b]) => a + b + a),
);

/** A value nested `depth` levels deep (arrays or objects). */
function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
}

/** An object whose own keys are prototype names (made with defineProperty so __proto__ stays a key). */
function prototypeKeyed(key: string, value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  return object;
}

/** Any JSON value of a wrong shape: other types, bad strings, deep nesting, prototype keys. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badString,
  fc.constantFrom(null, true, false, 0, -1, 0.5, 1e308, -1e308, 2 ** 53 + 1, [], {}),
  fc.array(badString, { maxLength: 3 }),
  fc
    .integer({ min: 30, max: 3_000 })
    .chain((depth) => fc.boolean().map((asObject) => nested(depth, asObject))),
  fc
    .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom<unknown>({ polluted: true }, 'x', null, []))
    .map(([key, value]) => prototypeKeyed(key, value)),
  fc.constant(Array.from({ length: 5_000 }, (_, i) => i)),
);

// ---- plausible values from a schema, with bad ones mixed in

const simpleEmail = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/).map((local) => `${local}@example.com`);

/** What the schema cannot say (a format checked in code, a value that must name something real). */
const FIELD_HINTS: [RegExp, fc.Arbitrary<unknown>][] = [
  [/(^|_)email$|Email$/, simpleEmail],
  [/password/i, fc.constant('correct-horse-battery')],
  [/^factor_type$/, fc.constant('totp')],
  [/_url$|^url$|^website$/, fc.webUrl()],
];

/** Values that fit the schema, or nearly; `badness` is the weight of a bad value at each node. */
export function valueFor(schema: SchemaObject | undefined, badness = 1, depth = 0): fc.Arbitrary<unknown> {
  const good = plausibleValue(schema ?? {}, badness, depth);
  return badness > 0
    ? fc.oneof({ arbitrary: good, weight: 8 }, { arbitrary: badValue, weight: badness })
    : good;
}

function plausibleValue(schema: SchemaObject, badness: number, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  let base: fc.Arbitrary<unknown>;
  if (variants?.length) {
    base = fc.oneof(...variants.map((variant) => valueFor(variant, badness, depth + 1)));
  } else if (schema.allOf?.length) {
    base = valueFor(schema.allOf[0], badness, depth + 1);
  } else if (schema.enum?.length) {
    base = fc.constantFrom(...schema.enum);
  } else {
    base = typedValue(schema, badness, depth);
  }
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

function typedValue(schema: SchemaObject, badness: number, depth: number): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1_000, -1e9);
      const max = Math.min(schema.maximum ?? 1_000_000, 1e9);
      return schema.type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
        : fc.double({ min, max: Math.max(min, max), noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 6
        ? fc.constant([])
        : fc.array(valueFor(schema.items, badness, depth + 1), {
            maxLength: Math.min(schema.maxItems ?? 3, 3),
          });
    case 'object':
      return depth > 6 ? fc.constant({}) : objectValue(schema, badness, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function plausibleString(schema: SchemaObject): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return simpleEmail;
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl();
    default: {
      const maxLength = Math.min(schema.maxLength ?? 40, 40);
      const minLength = Math.min(schema.minLength ?? 0, maxLength);
      return fc.string({ minLength, maxLength });
    }
  }
}

function objectValue(schema: SchemaObject, badness: number, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([key, propertySchema]) => {
    const hint = FIELD_HINTS.find(([pattern]) => pattern.test(key))?.[1];
    const value = hint ?? valueFor(propertySchema, badness, depth + 1);
    // Required fields are usually there and optional ones seldom, so that most bodies get past validation.
    const presence = required.has(key) ? 0.95 : 0.3;
    return fc
      .tuple(fc.double({ min: 0, max: 1, noNaN: true }), value)
      .map(([roll, v]) => (roll < presence ? ([key, v] as const) : undefined));
  });
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string()), badValue), {
    maxLength: badness > 0 ? 2 : 0,
  });
  return fc.tuple(fc.tuple(...entries), extra).map(([present, extras]) => {
    const object: Record<string, unknown> = {};
    for (const entry of present) if (entry) object[entry[0]] = entry[1];
    for (const [key, value] of extras) {
      Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
    }
    return object;
  });
}

// ---- one mutation of a plausible value, so that everything else still passes and the bad part goes deep

const TAINTS = [NUL, '\ud800', '\udfff', `${NUL}\ud800`];

interface Mutation {
  at: number;
  kind: 'replace' | 'taint' | 'drop' | 'prototype-key';
  value: unknown;
  taint: string;
  key: string;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('replace', 'taint', 'taint', 'drop', 'prototype-key'),
  value: badValue,
  taint: fc.constantFrom(...TAINTS),
  key: fc.constantFrom(...PROTOTYPE_KEYS),
});

/** A value that fits the schema, then (mostly) one node of it replaced, tainted with NUL, dropped or keyed. */
export function mutatedValueFor(schema: SchemaObject | undefined): fc.Arbitrary<unknown> {
  return fc
    .tuple(valueFor(schema, 0), fc.option(mutation, { freq: 5, nil: undefined }))
    .map(([value, change]) => (change ? applyMutation(structuredClone(value), change) : value));
}

type Container = Record<string, unknown> | unknown[];

function applyMutation(root: unknown, change: Mutation): unknown {
  // Every node with its parent, found without recursion (values here are shallow, but be safe).
  const nodes: { parent: Container | undefined; key: string | number; value: unknown }[] = [
    { parent: undefined, key: '', value: root },
  ];
  for (let i = 0; i < nodes.length; i++) {
    const { value } = nodes[i]!;
    if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        nodes.push({
          parent: value as Container,
          key: Array.isArray(value) ? Number(key) : key,
          value: child,
        });
      }
    }
  }
  const node = nodes[change.at % nodes.length]!;
  const replace = (next: unknown) => {
    if (!node.parent) return next;
    (node.parent as Record<string | number, unknown>)[node.key] = next;
    return root;
  };
  switch (change.kind) {
    case 'replace':
      return replace(change.value);
    case 'taint':
      return replace(
        typeof node.value === 'string'
          ? node.value.slice(0, 1) + change.taint + node.value.slice(1)
          : change.taint,
      );
    case 'drop':
      if (node.parent && !Array.isArray(node.parent)) delete node.parent[node.key as string];
      return root;
    case 'prototype-key': {
      const target = node.value && typeof node.value === 'object' ? node.value : node.parent;
      if (!target) return prototypeKeyed(change.key, change.value);
      Object.defineProperty(target, change.key, {
        value: change.value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
      return root;
    }
  }
}

// ---- putting a request on the wire

/**
 * encodeURIComponent for any JS string: a lone surrogate (which it refuses) goes as the three bytes a
 * careless encoder would send for it, which are not valid UTF-8.
 */
export function encodeComponent(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A query or path value as text (numbers and booleans as they would be typed). */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Raw bodies that are not the JSON the operation expects. */
export const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '"text"', '1', 'true', '{"__proto__":{"polluted":true}}'),
  fc.constantFrom('{"constructor":{"prototype":{"polluted":true}}}', '\u0000', '{"a":"\\u0000"}'),
  fc.constantFrom('{"a":"\\ud800"}', '{"a":"\\udfff\\ud800"}', '\ufeff{}', '{"a":1,"a":2}'),
  fc.integer({ min: 1_000, max: 200_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1_000, max: 50_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.string({ unit: 'binary', maxLength: 60 }),
);
