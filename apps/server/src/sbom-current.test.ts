import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Decision 0070: docs/sbom.cdx.json (written by `npm run sbom`) lists exactly the production packages
 * package-lock.json installs, with their versions. A dependency added, removed or upgraded without
 * regenerating it fails here, so the published list of what runs in production stays true.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const lock = read('package-lock.json') as {
  packages: Record<string, { version?: string; dev?: boolean; link?: boolean }>;
};
const sbom = read('docs/sbom.cdx.json') as {
  bomFormat: string;
  specVersion: string;
  metadata: Record<string, unknown>;
  components: { name: string; version: string; purl: string }[];
};

const fromLock = new Set(
  Object.entries(lock.packages)
    .filter(([location, entry]) => location.includes('node_modules/') && !entry.dev && !entry.link)
    .map(([location, entry]) => `${location.split('node_modules/').at(-1)}@${entry.version}`),
);
const fromSbom = new Set(sbom.components.map((component) => `${component.name}@${component.version}`));

test('the SBOM lists every production package of the lock, at its version, and nothing else', () => {
  expect(fromLock.size).toBeGreaterThan(100);
  const missing = [...fromLock].filter((ref) => !fromSbom.has(ref));
  const stale = [...fromSbom].filter((ref) => !fromLock.has(ref));
  expect({ missing, stale }, 'run `npm run sbom` and commit docs/sbom.cdx.json').toEqual({
    missing: [],
    stale: [],
  });
});

test('the SBOM is CycloneDX, names the packages by purl, and has nothing that changes by itself', () => {
  expect(sbom).toMatchObject({ bomFormat: 'CycloneDX', specVersion: '1.5' });
  for (const component of sbom.components.slice(0, 50)) {
    expect(component.purl).toBe(`pkg:npm/${component.name.replace('@', '%40')}@${component.version}`);
  }
  expect(sbom).not.toHaveProperty('serialNumber');
  expect(sbom.metadata).not.toHaveProperty('timestamp');
  expect(sbom.metadata).not.toHaveProperty('tools');
});
