import type { UserMetadataInput } from '@reelhire/shared/auth-api';

/**
 * GoTrue's metadata update: given keys replace the stored ones, `null` removes a key, absent keys stay.
 */
export function mergeMetadata(
  stored: Record<string, unknown>,
  input: UserMetadataInput | Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
