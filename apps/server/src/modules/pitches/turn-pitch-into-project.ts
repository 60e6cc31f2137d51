import { pitchProjectDescription } from '@reelhire/shared/pitches';
import { PROJECT_DESCRIPTION_MAX, projectInputSchema } from '@reelhire/shared/projects';
import { REFERENCE_LINKS_MAX } from '@reelhire/shared/hiring-fields';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema/profiles.ts';
import { createProject } from '../projects/create-project.ts';
import { findReadablePitch } from './pitch-record.ts';
import { requireVerifiedClient, type PitchViewer } from './pitch-viewer.ts';
import { recordHiringEvent } from '../../db/record-hiring-event.ts';

/**
 * "Turn into a project" (decision 0038): a verified client makes a draft project of their own from an open
 * pitch, prefilled with its title, format (as the production type), logline and treatment (as the
 * description), the top of its budget range and its reference links; the place is the client's own, to
 * change. One transaction: the project and the pitch's event land together. The pitch stays open: other
 * clients may want it too, and the filmmaker closes it when it is taken.
 */
export async function turnPitchIntoProject({
  db,
  viewer,
  id,
}: {
  db: Db;
  viewer: PitchViewer;
  id: string;
}): Promise<{ project_id: string }> {
  const client = requireVerifiedClient(viewer);
  return db.transaction(async (tx) => {
    const pitch = await findReadablePitch(tx, { ...viewer, admin: false, filmmakerId: null }, id);
    const [place] = await tx
      .select({ city: clients.city, country: clients.country })
      .from(clients)
      .where(eq(clients.id, client.id));
    const input = {
      title: pitch.title,
      production_type: pitch.format,
      description: pitchProjectDescription(pitch, PROJECT_DESCRIPTION_MAX),
      location: { remote: false, city: place?.city, country: place?.country },
      budget_minor: pitch.budgetMaxMinor,
      currency: pitch.currency,
      reference_links: pitch.referenceLinks.slice(0, REFERENCE_LINKS_MAX),
    };
    // A client with no usable place on their profile starts from "remote", to change on the project.
    const fields =
      projectInputSchema.safeParse(input).data ??
      projectInputSchema.parse({ ...input, location: { remote: true } });
    const project = await createProject({ db: tx, clientId: client.id, userId: viewer.userId, fields });
    await recordHiringEvent(tx, {
      recordType: 'pitch',
      recordId: pitch.id,
      transition: 'turn_into_project',
      actor: 'client',
      actorUserId: viewer.userId,
      fromStatus: pitch.status,
      toStatus: pitch.status,
      note: `project ${project.id}`,
    });
    return { project_id: project.id };
  });
}
