import type { AdminApplicationDetail, AdminApplicationListItem } from '@ih/contract/admin-applications';
import type { CampaignWire } from '@ih/contract/campaigns';
import type { StaffTransition } from '@ih/contract/enums';
import { linkOnPlatform } from '@ih/contract/platform-links';
import { applicationCode } from '@ih/contract/work';
import type { Deps } from '../../lib/deps.ts';
import { fileUrl } from '../files/service.ts';
import type { LoadedFile, LoadedSubmission } from '../submissions/read.ts';
import type { AdminRow, loadHistoryWithActors, loadInfluencer, SocialRow } from './admin-repository.ts';
import { nextStatuses } from './transitions.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const follower = (s: SocialRow) => ({
  platform_name: s.platformName,
  user_name: s.userName ?? '',
  followers: s.followers ?? '',
  profile_url: s.profileUrl ?? '',
});
const followers = (socials: SocialRow[]) => socials.map(follower);

/** THE staff list item mapper. */
export function toAdminListItem(row: AdminRow, socials: SocialRow[]): AdminApplicationListItem {
  const a = row.a;
  return {
    _id: a.id,
    applicationId: applicationCode(a.id),
    status: a.status,
    influencer: {
      _id: row.influencer.id,
      name: row.influencer.name,
      email: row.influencer.email,
      mobile_number: row.influencer.mobileNumber,
      followers: followers(socials),
    },
    campaign: {
      _id: row.campaign.id,
      campaign_id: row.campaign.code,
      event_name: row.campaign.eventName,
      campaign_title: row.campaign.campaignTitle,
      budget_type: row.campaign.budgetType,
      fixed_price: row.campaign.fixedPrice,
      submissionDeadline: iso(row.campaign.submissionDeadline),
      brand: { _id: row.campaign.brandId, name: row.brandName },
    },
    quote_asking_amount: a.quoteAskingAmount,
    note: a.note,
    final_amount: a.finalAmount,
    paymentStatus: a.paymentStatus,
    applyDate: a.appliedAt.toISOString(),
    acceptedDate: iso(a.acceptedAt),
    submissionDate: iso(a.submittedAt),
    reworkDate: iso(a.reworkRequestedAt),
    reworkReason: a.reworkReason,
    approvalDate: iso(a.approvedAt),
    finalSubmissionDate: iso(a.finalSubmittedAt),
    completionDate: iso(a.finalPostedAt),
    paidDate: iso(a.paidAt),
    updatedAt: a.updatedAt.toISOString(),
    allowedTransitions: nextStatuses(a.status, 'staff') as StaffTransition[],
  };
}

function reviewFile(deps: Deps, f: LoadedFile) {
  return { _id: f.id, fileUrl: fileUrl(deps, f), name: f.name, contentType: f.contentType, size: f.size };
}

type Influencer = NonNullable<Awaited<ReturnType<typeof loadInfluencer>>>;
type History = Awaited<ReturnType<typeof loadHistoryWithActors>>;

/** THE staff detail mapper: the application, its creator, campaign, every version and history. */
export function toAdminDetail(
  deps: Deps,
  input: {
    row: AdminRow;
    influencer: Influencer;
    socials: SocialRow[];
    campaign: CampaignWire;
    submissions: LoadedSubmission[];
    history: History;
  },
): AdminApplicationDetail {
  const { influencer: inf, submissions } = input;
  type Item = LoadedSubmission['items'][number];
  const target = (item: Item) => ({
    platformId: item.platformId,
    platform_name: item.platformName,
    deliverableId: item.deliverableId,
    content_type: item.contentType,
  });
  // Work and post proof are listed alike, version by version; only what an item shows differs.
  const versions = <T>(kind: LoadedSubmission['kind'], itemOf: (item: Item) => T) =>
    submissions
      .filter((s) => s.kind === kind)
      .map((s) => ({
        _id: s.id,
        version: s.version,
        submittedAt: s.createdAt.toISOString(),
        items: s.items.map((item) => ({ ...target(item), ...itemOf(item) })),
      }));
  return {
    application: toAdminListItem(input.row, input.socials),
    influencer: {
      _id: inf.id,
      name: inf.name,
      email: inf.email,
      mobile_number: inf.mobileNumber,
      city: inf.city,
      state: inf.state,
      country: inf.country,
      portfolio_link: inf.portfolioLink ?? '',
      description: inf.description,
      niche: inf.niches,
      social_platform: input.socials.map((s) => ({ ...follower(s), type: s.type ?? '' })),
    },
    campaign: input.campaign,
    work_versions: versions('work', (item) => ({
      notes: item.notes,
      files: item.files.map((f) => reviewFile(deps, f)),
    })),
    post_submissions: versions('post', (item) => ({
      task_link: item.taskLink ?? '',
      task_proof: item.proof ? reviewFile(deps, item.proof) : null,
      disclosure: item.disclosure,
      linkOnPlatform: item.taskLink ? linkOnPlatform(item.platformName, item.taskLink) : null,
    })),
    history: input.history.map(({ h, influencerName, staffName }) => ({
      from: h.fromStatus,
      to: h.toStatus,
      at: h.createdAt.toISOString(),
      note: h.note,
      actor: {
        kind: h.actorKind,
        _id: h.actorId,
        name: h.actorKind === 'system' ? 'Influence Hub' : (influencerName ?? staffName ?? 'Staff'),
      },
    })),
  };
}
