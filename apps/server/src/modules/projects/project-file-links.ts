import type { Project } from '@reelhire/shared/projects';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signFileLinksById } from '../files/sign-file-urls-by-id.ts';

/**
 * Fresh signed links for the reference files of projects about to be answered. Operations keep ids only
 * because links expire. The caller has decided this viewer may read them: the project's client, an admin, or
 * a filmmaker its jobs are open to (getProjectReferences, decision 0029).
 */
export async function withFileLinks<T extends Project | { items: Project[] }>(
  { db, config }: { db: Db; config: Config },
  value: T,
): Promise<T> {
  const list: Project[] = 'items' in value ? value.items : [value as Project];
  const ids = list.flatMap((project) => project.reference_files.map((file) => file.id));
  if (ids.length === 0) return value;
  const links = await signFileLinksById({ db, config, ids });
  for (const project of list) {
    project.reference_files = project.reference_files.map((file) => ({
      ...file,
      url: links.get(file.id)?.url ?? null,
    }));
  }
  return value;
}
