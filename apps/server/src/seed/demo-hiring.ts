import { applicationFitScore, type ApplicationStatus } from '@reelhire/shared/applications';
import { dateSpan, type DateRange } from '@reelhire/shared/hiring-fields';
import { OFFER_EXPIRY_DAYS, offerTermsSchema } from '@reelhire/shared/offers';
import type { Db } from '../db/client.ts';
import { applications, hiringEvents, jobs, offerRounds, offers, projects } from '../db/schema/hiring.ts';

interface DemoParty {
  /** The client or filmmaker record's id. */
  id: string;
  userId: string;
}

interface DemoApplicant extends DemoParty {
  crafts: string[];
  city: string;
  country: string;
}

const DAY = 24 * 3600 * 1000;
const isoDay = (from: Date, days: number) => new Date(from.getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * The hiring demo (issue 12): Northlight Studios has a brand film in production planning with a published
 * DoP job (Maya shortlisted and sent an offer, which waits for her answer), a published remote editor job
 * Lena applied to, a sound job still in draft, and a documentary still being planned. Dates are relative
 * to the seeding day so the demo never looks stale. Each state change is an event, as the API writes it.
 */
export async function seedDemoHiring(
  tx: Db,
  {
    client,
    maya,
    lena,
    now = new Date(),
  }: { client: DemoParty; maya: DemoApplicant; lena: DemoApplicant; now?: Date },
): Promise<void> {
  const shoot: DateRange[] = [{ start: isoDay(now, 21), end: isoDay(now, 22) }];
  const [film] = await tx
    .insert(projects)
    .values({
      clientId: client.id,
      title: 'Hackney brand film',
      productionType: 'commercial',
      description:
        'A 90-second brand film for a Manchester coffee roaster: one studio day and a short street scene in Hackney, plus three cut-downs for social.',
      shootDates: shoot,
      city: 'London',
      country: 'GB',
      budgetMinor: 1_200_000,
      currency: 'GBP',
      referenceLinks: ['https://vimeo.com/76979871'],
      status: 'open',
    })
    .returning();
  await tx.insert(projects).values({
    clientId: client.id,
    title: 'Festival documentary short',
    productionType: 'documentary',
    description: 'A 15-minute portrait of a Salford boxing club, for the festival circuit next spring.',
    city: 'Salford',
    country: 'GB',
    currency: 'GBP',
  });

  const span = dateSpan(shoot);
  const job = (
    values: Partial<typeof jobs.$inferInsert> &
      Pick<
        typeof jobs.$inferInsert,
        'title' | 'craft' | 'description' | 'rateType' | 'rateMinMinor' | 'rateMaxMinor'
      >,
  ) => ({
    projectId: film!.id,
    clientId: client.id,
    productionType: 'commercial',
    currency: 'GBP',
    dates: shoot,
    firstDate: span.first,
    lastDate: span.last,
    city: 'London',
    country: 'GB',
    ...values,
  });
  const [dop, edit] = await tx
    .insert(jobs)
    .values([
      job({
        title: 'Director of photography for a 90-second brand film',
        craft: 'director of photography',
        description:
          'Two days: a studio set-up with product close-ups and a handheld street scene. You light with our gaffer and bring your own camera package or hire one on us.',
        deliverables: 'Graded-ready rushes from both days, backed up twice.',
        rateType: 'day',
        rateMinMinor: 55_000,
        rateMaxMinor: 70_000,
        requiredKit: 'Sony FX6 or Alexa Mini package, a set of primes',
        applicationDeadline: isoDay(now, 10),
        status: 'published',
        publishedAt: new Date(now.getTime() - 2 * DAY),
      }),
      job({
        title: 'Editor for a brand film and three social cut-downs',
        craft: 'editor',
        description:
          'Cut the 90-second film from two days of rushes, then 30-, 15- and 6-second versions for social. Remote, with two review calls.',
        deliverables: 'Master in ProRes 422 HQ, three cut-downs in 9:16 and 1:1.',
        rateType: 'fixed',
        rateMinMinor: 150_000,
        rateMaxMinor: 250_000,
        remote: true,
        city: null,
        country: null,
        applicationDeadline: isoDay(now, 14),
        status: 'published',
        publishedAt: new Date(now.getTime() - DAY),
      }),
      job({
        title: 'Sound recordist for the street scene',
        craft: 'sound recordist',
        description: 'Half a day of location sound for a short dialogue scene on a busy street in Hackney.',
        rateType: 'half_day',
        rateMinMinor: 20_000,
        rateMaxMinor: 28_000,
      }),
    ])
    .returning();

  const apply = async (
    forJob: typeof dop,
    applicant: DemoApplicant,
    status: ApplicationStatus,
    values: { cover: string; rate: number },
  ) => {
    const fitScore = applicationFitScore({
      job: {
        craft: forJob!.craft,
        remote: forJob!.remote,
        city: forJob!.city,
        country: forJob!.country,
        rate_min_minor: forJob!.rateMinMinor,
        rate_max_minor: forJob!.rateMaxMinor,
      },
      filmmaker: { crafts: applicant.crafts, city: applicant.city, country: applicant.country },
      proposedRateMinor: values.rate,
      availability: 'all_dates',
    });
    const [row] = await tx
      .insert(applications)
      .values({
        jobId: forJob!.id,
        filmmakerId: applicant.id,
        status,
        coverMessage: values.cover,
        proposedRateMinor: values.rate,
        rateType: forJob!.rateType,
        currency: 'GBP',
        availability: 'all_dates',
        fitScore,
        viewedAt: status === 'submitted' ? null : now,
      })
      .returning();
    return row!;
  };
  const mayaApplication = await apply(dop, maya, 'offered', {
    cover:
      'I shot two coffee campaigns last year and love a product close-up. I can bring the FX6 kit and light the studio day with your gaffer.',
    rate: 65_000,
  });
  await apply(edit, lena, 'submitted', {
    cover:
      'Brand films and social cut-downs are most of my year. I grade too, so the cut-downs will match the master.',
    rate: 220_000,
  });

  const terms = offerTermsSchema.parse({
    amount_minor: 130_000,
    rate_type: 'day',
    units: 2,
    start_date: shoot[0]!.start,
    end_date: shoot[0]!.end,
    deliverables: 'Two shoot days; graded-ready rushes delivered the day after the shoot.',
    milestones: [
      { title: 'Studio day', amount_minor: 65_000, due_date: shoot[0]!.start },
      { title: 'Street scene and rushes delivered', amount_minor: 65_000, due_date: isoDay(now, 23) },
    ],
    revisions_included: 0,
    kill_fee_percent: 50,
    cancellation_terms: 'Cancelled within 7 days of the shoot: the kill fee is due.',
    usage_rights: 'Footage for the client’s brand film and its social cut-downs, worldwide, in perpetuity.',
  });
  const [offer] = await tx
    .insert(offers)
    .values({
      applicationId: mayaApplication.id,
      jobId: dop!.id,
      clientId: client.id,
      filmmakerId: maya.id,
      status: 'sent',
      currency: 'GBP',
      terms,
      expiresAt: new Date(now.getTime() + OFFER_EXPIRY_DAYS * DAY),
    })
    .returning();
  await tx.insert(offerRounds).values({
    offerId: offer!.id,
    round: 1,
    proposedBy: 'client',
    terms,
    message: 'Loved your reel. Here are our terms for the two days: happy to talk them through.',
  });

  await tx.insert(hiringEvents).values([
    {
      recordType: 'project',
      recordId: film!.id,
      transition: 'open',
      actor: 'system',
      fromStatus: 'draft',
      toStatus: 'open',
    },
    {
      recordType: 'job',
      recordId: dop!.id,
      transition: 'publish',
      actor: 'client',
      actorUserId: client.userId,
      fromStatus: 'draft',
      toStatus: 'published',
    },
    {
      recordType: 'job',
      recordId: edit!.id,
      transition: 'publish',
      actor: 'client',
      actorUserId: client.userId,
      fromStatus: 'draft',
      toStatus: 'published',
    },
    {
      recordType: 'application',
      recordId: mayaApplication.id,
      transition: 'shortlist',
      actor: 'client',
      actorUserId: client.userId,
      fromStatus: 'viewed',
      toStatus: 'shortlisted',
    },
    {
      recordType: 'application',
      recordId: mayaApplication.id,
      transition: 'offer',
      actor: 'system',
      fromStatus: 'shortlisted',
      toStatus: 'offered',
    },
  ]);
}
