import fc from 'fast-check';
import { asText, badString, valueFor, type SchemaObject } from './bad-input-arbitraries.ts';

// Test support for the bad-input property test: multipart/form-data bodies for upload operations.

export interface MultipartBody {
  payload: Buffer;
  contentType: string;
}

const FILE_STARTS = [
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), // a PNG's signature and header, then nothing
  Buffer.from('%PDF-1.7\n'),
  Buffer.from('ffd8ffe0', 'hex'),
  Buffer.alloc(0),
];

/** A multipart/form-data body for the schema's fields, often broken: truncated, unterminated, mislabelled. */
export function multipartFor(schema: SchemaObject): fc.Arbitrary<MultipartBody> {
  const fields = Object.entries(schema.properties ?? {});
  const part = (name: string, propertySchema: SchemaObject) =>
    propertySchema.format === 'binary'
      ? fc
          .record({
            filename: fc.oneof(fc.constantFrom('photo.png', 'doc.pdf', 'a'), badString),
            type: fc.constantFrom('image/png', 'application/pdf', 'text/plain', '', 'x/\u0000'),
            head: fc.constantFrom(...FILE_STARTS),
            tail: fc.uint8Array({ maxLength: 200 }),
          })
          .map(({ filename, type, head, tail }) =>
            Buffer.concat([
              Buffer.from(
                `Content-Disposition: form-data; name="${name}"; filename="${filename.slice(0, 300)}"\r\n` +
                  (type ? `Content-Type: ${type}\r\n` : '') +
                  '\r\n',
              ),
              head,
              tail,
            ]),
          )
      : valueFor(propertySchema).map((value) =>
          Buffer.from(
            `Content-Disposition: form-data; name="${name}"\r\n\r\n${asText(value).slice(0, 5_000)}`,
          ),
        );
  const parts = fc.tuple(
    ...fields.map(([name, propertySchema]) => fc.option(part(name, propertySchema), { freq: 5 })),
    fc.array(fc.tuple(badString, badString), { maxLength: 2 }),
  );
  return fc
    .record({
      parts,
      boundary: fc.constantFrom('----reelhire-property', 'x', '----reelhire-property\u00ff'),
      declared: fc.constantFrom('same', 'other', 'none', 'not-multipart'),
      cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 2 }),
      closed: fc.boolean(),
    })
    .map(({ parts: generated, boundary, declared, cut, closed }) => {
      const extras = generated.pop() as [string, string][];
      const chunks = (generated as (Buffer | null)[])
        .filter((chunk): chunk is Buffer => chunk !== null)
        .concat(
          extras.map(([name, value]) =>
            Buffer.from(
              `Content-Disposition: form-data; name="${name.slice(0, 200)}"\r\n\r\n${value.slice(0, 2_000)}`,
            ),
          ),
        );
      let payload = Buffer.concat([
        ...chunks.flatMap((chunk) => [Buffer.from(`--${boundary}\r\n`), chunk, Buffer.from('\r\n')]),
        Buffer.from(closed ? `--${boundary}--\r\n` : ''),
      ]);
      if (cut !== null) payload = payload.subarray(0, Math.floor(payload.length * cut));
      const contentType = {
        same: `multipart/form-data; boundary=${boundary}`,
        other: 'multipart/form-data; boundary=something-else',
        none: 'multipart/form-data',
        'not-multipart': 'application/octet-stream',
      }[declared];
      return { payload, contentType };
    });
}
