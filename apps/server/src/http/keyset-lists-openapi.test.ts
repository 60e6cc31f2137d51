import { createTestApp, type TestApp } from '../test/test-app.ts';

// Every list pages by keyset (DESIGN section 5, decision 0057): the OpenAPI document says so for the
// lists that paged by offset, page number or not at all before.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Operation = {
  parameters?: { name: string; in: string }[];
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  >;
};

test.each([
  '/api/rest/v1/offers',
  '/api/rest/v1/payments',
  '/api/rest/v1/support-requests',
  '/api/rest/v1/admin/verifications',
  '/api/rest/v1/talent',
  '/api/rest/v1/reviews',
])('%s takes after and limit and answers items with next_cursor', async (path) => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, { get?: Operation }>;
  }>();
  const list = doc.paths[path]?.get;
  const query = (list?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((p) => p.name);
  expect(query).toEqual(expect.arrayContaining(['after', 'limit']));
  expect(query).not.toContain('offset');
  expect(query).not.toContain('page');
  const body = list?.responses['200']?.content?.['application/json']?.schema.properties ?? {};
  expect(Object.keys(body)).toEqual(expect.arrayContaining(['items', 'next_cursor']));
});
