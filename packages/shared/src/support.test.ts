import { supportRequestSchema, SUPPORT_TOPICS } from './support.ts';

const good = {
  name: 'Tom Hargreaves',
  email: 'tom@northlight.example',
  topic: 'payments',
  message: 'My deposit has not shown up in the wallet yet.',
};

/** The messages zod reports for an input, by field. */
function problems(input: unknown): Record<string, string[]> {
  const result = supportRequestSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe('supportRequestSchema', () => {
  test('accepts a complete request and trims name and message', () => {
    expect(supportRequestSchema.parse({ ...good, name: '  Tom  ', message: `  ${good.message}  ` })).toEqual({
      ...good,
      name: 'Tom',
    });
  });

  test.each(SUPPORT_TOPICS)('accepts the topic %s', (topic) => {
    expect(supportRequestSchema.safeParse({ ...good, topic }).success).toBe(true);
  });

  test('rejects an invalid email with the SPEC text', () => {
    expect(problems({ ...good, email: 'tom.example' })).toEqual({
      email: ['Please provide a valid email address'],
    });
    expect(problems({ ...good, email: '' })).toEqual({ email: ['Please provide a valid email address'] });
  });

  test('rejects a blank name', () => {
    expect(problems({ ...good, name: '   ' })).toEqual({ name: ['Please tell us your name'] });
  });

  test('rejects a message under 10 characters, counted without surrounding spaces', () => {
    expect(problems({ ...good, message: '   too short   ' })).toEqual({
      message: ['Please describe your request in at least 10 characters'],
    });
    expect(problems({ ...good, message: '0123456789' })).toEqual({});
  });

  test('rejects overlong fields', () => {
    expect(problems({ ...good, name: 'n'.repeat(121) })).toEqual({ name: ['Name is too long'] });
    expect(problems({ ...good, name: 'n'.repeat(120) })).toEqual({});
    expect(problems({ ...good, message: 'm'.repeat(5001) })).toEqual({
      message: ['Please keep your message under 5000 characters'],
    });
    expect(problems({ ...good, message: 'm'.repeat(5000) })).toEqual({});
    expect(Object.keys(problems({ ...good, email: `${'e'.repeat(250)}@x.io` }))).toEqual(['email']);
  });

  test('rejects an unknown topic', () => {
    expect(problems({ ...good, topic: 'gossip' })).toEqual({ topic: ['Please choose a topic'] });
  });

  test('reports every missing field', () => {
    expect(Object.keys(problems({})).sort()).toEqual(['email', 'message', 'name', 'topic']);
  });
});
