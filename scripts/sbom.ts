// `npm run sbom`: the production dependency tree, with versions, as CycloneDX JSON in docs/sbom.cdx.json
// (decision 0070). A test (apps/server/src/sbom-current.test.ts) fails when package-lock.json's production
// packages and this file differ, so run this after changing dependencies and commit the file.
//
// Built from package-lock.json rather than by `npm sbom --omit dev --sbom-format cyclonedx`: npm 11's
// command refuses this tree (ESBOMPROBLEMS: an optional peer of @hookform/resolvers, ajv ^8, is met by
// the hoisted ajv 6), and with --legacy-peer-deps it leaves out production packages that dev tools use
// too (debug, cors, ws). The lock is what `npm ci` installs, so it is the list to publish. Nothing
// volatile goes in (no timestamp, serial number or tool version), so the file changes only with the lock.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

interface LockEntry {
  name?: string;
  version?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  link?: boolean;
  license?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  name: string;
  version: string;
  packages: Record<string, LockEntry>;
};

const nameAt = (location: string) =>
  location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
const refOf = (location: string) => `${nameAt(location)}@${lock.packages[location]!.version}`;
const purlOf = (name: string, version: string) => `pkg:npm/${name.replace('@', '%40')}@${version}`;

/** Where Node finds `dependency` from `location`: its own node_modules, then each folder above. */
function resolve(location: string, dependency: string): string | undefined {
  for (let from = location; ; from = from.slice(0, Math.max(0, from.lastIndexOf('/node_modules/')))) {
    const candidate = from ? `${from}/node_modules/${dependency}` : `node_modules/${dependency}`;
    const entry = lock.packages[candidate];
    if (entry) return entry.link ? undefined : candidate;
    if (!from) return undefined;
  }
}

// Installed third-party packages that production needs (npm's own `dev` flag says which are only for dev).
const locations = Object.keys(lock.packages)
  .filter((location) => location.includes('node_modules/'))
  .filter((location) => !lock.packages[location]!.dev && !lock.packages[location]!.link)
  .sort();

const components = new Map<string, Record<string, unknown>>();
const dependsOn = new Map<string, Set<string>>();
for (const location of locations) {
  const entry = lock.packages[location]!;
  const ref = refOf(location);
  const name = nameAt(location);
  const seen = components.get(ref);
  // The same name@version installed in two places is one component, required if either copy is.
  const optional = Boolean(entry.optional || entry.devOptional) && (!seen || seen.scope === 'optional');
  const sha512 = entry.integrity?.startsWith('sha512-')
    ? Buffer.from(entry.integrity.slice('sha512-'.length), 'base64').toString('hex')
    : undefined;
  components.set(ref, {
    type: 'library',
    'bom-ref': ref,
    name,
    version: entry.version,
    scope: optional ? 'optional' : 'required',
    ...(sha512 ? { hashes: [{ alg: 'SHA-512', content: sha512 }] } : {}),
    ...(entry.license ? { licenses: [{ expression: entry.license }] } : {}),
    purl: purlOf(name, entry.version!),
  });
  const needs = dependsOn.get(ref) ?? new Set<string>();
  for (const dependency of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
    const found = resolve(location, dependency);
    if (found && !lock.packages[found]!.dev) needs.add(refOf(found));
  }
  dependsOn.set(ref, needs);
}

// The workspaces' own production dependencies hang off the application.
const top = new Set<string>();
for (const [location, entry] of Object.entries(lock.packages)) {
  if (location.includes('node_modules/') || location === '') continue;
  for (const dependency of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
    const found = resolve(location, dependency);
    if (found && !lock.packages[found]!.dev) top.add(refOf(found));
  }
}

const application = `${lock.name}@${lock.version}`;
const document = {
  $schema: 'http://cyclonedx.org/schema/bom-1.5.schema.json',
  bomFormat: 'CycloneDX',
  specVersion: '1.5',
  version: 1,
  metadata: {
    component: {
      type: 'application',
      'bom-ref': application,
      name: lock.name,
      version: lock.version,
      purl: purlOf(lock.name, lock.version),
    },
  },
  components: [...components.values()].sort((a, b) =>
    String(a['bom-ref']).localeCompare(String(b['bom-ref'])),
  ),
  dependencies: [
    { ref: application, dependsOn: [...top].sort() },
    ...[...dependsOn]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([ref, needs]) => ({ ref, dependsOn: [...needs].sort() })),
  ],
};

const target = path.join(root, 'docs/sbom.cdx.json');
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`${path.relative(root, target)}: ${components.size} production packages`);
