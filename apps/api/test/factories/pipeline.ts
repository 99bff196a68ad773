import type { ApplicationPaymentStatus, ApplicationStatus } from '@ih/contract/enums';
import { deliveredOnTime } from '@ih/contract/payout-terms';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { campaignDeliverables, campaigns } from '../../src/db/schema/catalogue.ts';
import { files } from '../../src/db/schema/files.ts';
import {
  applicationHistory,
  applications,
  submissionFiles,
  submissionItems,
  submissions,
} from '../../src/db/schema/pipeline.ts';
import { newStorageKey } from '../../src/lib/storage.ts';
import { createCampaign } from './catalogue.ts';
import { dataUrl, gifBytes, pngBytes } from './files.ts';

/** The path through the lifecycle (design §4) that ends in each status. */
const PATHS: Record<ApplicationStatus, ApplicationStatus[]> = {
  pending: ['pending'],
  accepted: ['pending', 'accepted'],
  declined: ['pending', 'declined'],
  expired: ['pending', 'expired'],
  withdrawn: ['pending', 'withdrawn'],
  'pending review': ['pending', 'accepted', 'pending review'],
  rework: ['pending', 'accepted', 'pending review', 'rework'],
  approved: ['pending', 'accepted', 'pending review', 'approved'],
  'final submission': ['pending', 'accepted', 'pending review', 'approved', 'final submission'],
  'final posted': ['pending', 'accepted', 'pending review', 'approved', 'final submission', 'final posted'],
};

const STAFF_MOVES = new Set<ApplicationStatus>([
  'accepted',
  'declined',
  'rework',
  'approved',
  'final posted',
]);

export interface CreateApplicationInput {
  influencerId: string;
  campaignId: string;
  status: ApplicationStatus;
  /** Defaults to 5000 for statuses at or past 'accepted'. */
  finalAmount?: number;
  paymentStatus?: ApplicationPaymentStatus;
  quoteAskingAmount?: number;
  note?: string;
  /** When the application was made; later steps follow one hour apart. Defaults to 10 days ago. */
  appliedAt?: Date;
  /** Whether the work arrived on time; by default decided as transition() would, from the deadline. */
  deliveredOnTime?: boolean | null;
}

export interface CreatedApplication {
  id: string;
  status: ApplicationStatus;
  /** The work submission version 1 (statuses past 'accepted'), its item and its one file. */
  work?: { submissionId: string; itemId: string; fileId: string; platformId: string; deliverableId: string };
}

const HOUR = 3600 * 1000;

/**
 * An application in any status with the timestamps, history rows and submissions a real one would
 * have reached it with: every step one hour after the previous, a work version 1 with one private
 * image for statuses past 'accepted', and a post version 1 for final submission and final posted.
 */
export async function createApplication(db: Db, input: CreateApplicationInput): Promise<CreatedApplication> {
  const path = PATHS[input.status];
  const start = input.appliedAt ?? new Date(Date.now() - 10 * 24 * HOUR);
  const at = (step: ApplicationStatus) => {
    const i = path.indexOf(step);
    return i < 0 ? null : new Date(start.getTime() + i * HOUR);
  };
  const accepted = path.includes('accepted');
  const paid = input.paymentStatus === 'paid';
  const [campaign] = await db
    .select({ platformIds: campaigns.platformIds, deadline: campaigns.submissionDeadline })
    .from(campaigns)
    .where(eq(campaigns.id, input.campaignId));
  const firstWork = at('pending review');
  // As transition() decides it when the work first arrives (applications/on-time.ts).
  const onTime =
    input.deliveredOnTime !== undefined
      ? input.deliveredOnTime
      : firstWork
        ? deliveredOnTime(firstWork, campaign?.deadline ?? null)
        : null;

  const [app] = await db
    .insert(applications)
    .values({
      campaignId: input.campaignId,
      influencerId: input.influencerId,
      status: input.status,
      quoteAskingAmount: input.quoteAskingAmount ?? 0,
      note: input.note ?? '',
      finalAmount: accepted ? (input.finalAmount ?? 5000) : (input.finalAmount ?? null),
      paymentStatus: input.paymentStatus ?? 'pending',
      appliedAt: start,
      acceptedAt: at('accepted'),
      submittedAt: at('pending review'),
      approvedAt: at('approved'),
      finalSubmittedAt: at('final submission'),
      finalPostedAt: at('final posted'),
      reworkReason: input.status === 'rework' ? 'Please brighten the opening shot.' : null,
      reworkRequestedAt: at('rework'),
      paidAt: paid ? new Date(start.getTime() + path.length * HOUR) : null,
      deliveredOnTime: onTime,
      createdAt: start,
    })
    .returning({ id: applications.id });
  if (!app) throw new Error('application not inserted');

  const history = path.slice(1).map((to, i) => ({
    applicationId: app.id,
    fromStatus: path[i] ?? null,
    toStatus: to,
    actorKind:
      to === 'expired'
        ? ('system' as const)
        : STAFF_MOVES.has(to)
          ? ('staff' as const)
          : ('influencer' as const),
    actorId: STAFF_MOVES.has(to) || to === 'expired' ? null : input.influencerId,
    note: to === 'rework' ? 'Please brighten the opening shot.' : null,
    createdAt: at(to) ?? start,
  }));
  await db.insert(applicationHistory).values([
    {
      applicationId: app.id,
      fromStatus: null,
      toStatus: 'pending',
      actorKind: 'influencer',
      actorId: input.influencerId,
      note: null,
      createdAt: start,
    },
    ...history,
  ]);

  const created: CreatedApplication = { id: app.id, status: input.status };
  if (!path.includes('pending review')) return created;

  const [deliverable] = await db
    .select({ id: campaignDeliverables.id })
    .from(campaignDeliverables)
    .where(eq(campaignDeliverables.campaignId, input.campaignId))
    .orderBy(asc(campaignDeliverables.sortOrder))
    .limit(1);
  const platformId = campaign?.platformIds[0];
  if (!platformId || !deliverable)
    throw new Error('the campaign needs a platform and a deliverable for work');

  const [file] = await db
    .insert(files)
    .values({
      key: newStorageKey(),
      originalName: 'reel-cover.png',
      contentType: 'image/png',
      size: 1024,
      visibility: 'private',
      influencerId: input.influencerId,
    })
    .returning({ id: files.id });
  const [work] = await db
    .insert(submissions)
    .values({ applicationId: app.id, kind: 'work', version: 1, createdAt: at('pending review') ?? start })
    .returning({ id: submissions.id });
  if (!file || !work) throw new Error('work not inserted');
  const [item] = await db
    .insert(submissionItems)
    .values({ submissionId: work.id, platformId, deliverableId: deliverable.id, notes: 'First cut' })
    .returning({ id: submissionItems.id });
  if (!item) throw new Error('work item not inserted');
  await db.insert(submissionFiles).values({ submissionItemId: item.id, fileId: file.id });
  created.work = {
    submissionId: work.id,
    itemId: item.id,
    fileId: file.id,
    platformId,
    deliverableId: deliverable.id,
  };

  if (path.includes('final submission')) {
    const [post] = await db
      .insert(submissions)
      .values({ applicationId: app.id, kind: 'post', version: 1, createdAt: at('final submission') ?? start })
      .returning({ id: submissions.id });
    if (!post) throw new Error('post not inserted');
    await db.insert(submissionItems).values({
      submissionId: post.id,
      platformId,
      deliverableId: deliverable.id,
      taskLink: 'https://www.instagram.com/p/example/',
    });
  }
  return created;
}

/** Data URLs of the files engineer's real tiny files (magic bytes the API recognises). */
export const PNG_DATA_URL = dataUrl('image/png', pngBytes());
/** An image, but not one a post screenshot may be. */
export const GIF_DATA_URL = dataUrl('image/gif', gifBytes());
export { mp4Bytes } from './files.ts';

export interface CreatedWork {
  campaignId: string;
  code: string;
  applicationId: string;
  /** The campaign's platforms and deliverables, in order: what a submission may name. */
  platformIds: string[];
  deliverableIds: string[];
  /** Each deliverable's deliverable type id, in the same order. */
  deliverableTypeIds: string[];
}

/** A fresh campaign of the brand with the creator's application in `status`, and its targets. */
export async function createWork(
  db: Db,
  input: {
    influencerId: string;
    brandId: string;
    status: ApplicationStatus;
    deliverables?: string[];
    platformNames?: string[];
    optionalDeliverables?: boolean;
    formats?: string[];
  },
): Promise<CreatedWork> {
  const { influencerId: _who, status: _status, ...campaignInput } = input;
  const campaign = await createCampaign(db, campaignInput);
  const app = await createApplication(db, {
    influencerId: input.influencerId,
    campaignId: campaign.id,
    status: input.status,
  });
  const [c] = await db
    .select({ platformIds: campaigns.platformIds })
    .from(campaigns)
    .where(eq(campaigns.id, campaign.id));
  const deliverables = await db
    .select({ id: campaignDeliverables.id, typeId: campaignDeliverables.deliverableTypeId })
    .from(campaignDeliverables)
    .where(eq(campaignDeliverables.campaignId, campaign.id))
    .orderBy(asc(campaignDeliverables.sortOrder));
  return {
    campaignId: campaign.id,
    code: campaign.code,
    applicationId: app.id,
    platformIds: c?.platformIds ?? [],
    deliverableIds: deliverables.map((d) => d.id),
    deliverableTypeIds: deliverables.map((d) => d.typeId),
  };
}
