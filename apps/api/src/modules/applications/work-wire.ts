import type { CampaignWire } from '@ih/contract/campaigns';
import { istDay, payoutStateOf } from '@ih/contract/payout-terms';
import { linkOnPlatform } from '@ih/contract/platform-links';
import { applicationCode, type WorkItem } from '@ih/contract/work';
import type { Deps } from '../../lib/deps.ts';
import { fileUrl } from '../files/service.ts';
import type { LoadedItem, LoadedSubmission } from '../submissions/read.ts';
import type { ApplicationRow, HistoryRow, WorkPayment } from './work-repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Groups a version's items by platform, in the items' order: the documents' task_details shape. */
function byPlatform<T>(items: LoadedItem[], map: (item: LoadedItem) => T) {
  const groups = new Map<string, { platformId: string; deliverables: T[] }>();
  for (const item of items) {
    const group = groups.get(item.platformId) ?? { platformId: item.platformId, deliverables: [] };
    group.deliverables.push(map(item));
    groups.set(item.platformId, group);
  }
  return [...groups.values()];
}

export function workTaskDetails(deps: Deps, sub: LoadedSubmission | undefined): WorkItem['task_details'] {
  if (!sub) return [];
  return byPlatform(sub.items, (item) => ({
    deliverableType: item.deliverableId,
    notes: item.notes,
    files: item.files.map((f) => ({
      _id: f.id,
      fileUrl: fileUrl(deps, f),
      name: f.name,
      contentType: f.contentType,
    })),
  }));
}

export function postTaskDetails(deps: Deps, sub: LoadedSubmission | undefined): WorkItem['post_details'] {
  if (!sub) return [];
  return byPlatform(sub.items, (item) => ({
    deliverableType: item.deliverableId,
    task_link: item.taskLink ?? '',
    task_proof: item.proof ? fileUrl(deps, item.proof) : '',
    disclosure: item.disclosure,
    linkOnPlatform: item.taskLink ? linkOnPlatform(item.platformName, item.taskLink) : null,
  }));
}

/** THE Work item mapper (doc 001 §3): rows in, the documents' spellings out. */
export function toWorkItem(
  deps: Deps,
  row: ApplicationRow,
  campaign: CampaignWire,
  subs: LoadedSubmission[],
  history: HistoryRow[],
  unreadMessages = 0,
  /** Its payment, once paid: its share of the net in paise and where the payout stands. */
  paid: WorkPayment | null = null,
): WorkItem {
  // Loaded newest version first.
  const work = subs.filter((s) => s.kind === 'work');
  const post = subs.find((s) => s.kind === 'post');
  return {
    _id: row.id,
    taskId: row.campaignId,
    applicationId: applicationCode(row.id),
    status: row.status,
    applyDate: row.appliedAt.toISOString(),
    submissionDate: iso(row.submittedAt),
    finalSubmissionDate: iso(row.finalSubmittedAt),
    approvalDate: iso(row.approvedAt),
    completionDate: iso(row.finalPostedAt),
    reworkReason: row.reworkReason,
    reworkDate: iso(row.reworkRequestedAt),
    quote_asking_amount: row.quoteAskingAmount,
    quote_final_amount: row.finalAmount,
    final_amount: row.finalAmount,
    paymentStatus: row.paymentStatus,
    payoutDueDate: row.payoutDueDate,
    payoutState: payoutStateOf(row.payoutDueDate, row.paidAt, istDay(deps.clock.now())),
    autoDecisionAt: iso(row.autoDecisionAt),
    agreedAmount: row.finalAmount,
    // Received only once the money is there: sent by hand (manual) or processed by the bank (design §18).
    netAmount:
      row.paymentStatus === 'paid' &&
      paid &&
      (paid.payoutStatus === 'manual' || paid.payoutStatus === 'processed')
        ? paid.netPaise / 100
        : null,
    payoutStatus: paid?.payoutStatus ?? null,
    utr: paid?.utr ?? null,
    unreadMessages,
    note: row.note,
    campaign,
    task_details: workTaskDetails(deps, work[0]),
    previous_versions: work.slice(1).map((s) => ({
      version: s.version,
      submittedAt: s.createdAt.toISOString(),
      task_details: workTaskDetails(deps, s),
    })),
    post_details: postTaskDetails(deps, post),
    history: history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      at: h.createdAt.toISOString(),
      note: h.note,
      reasonCode: h.reasonCode ?? null,
    })),
  };
}
