import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@ih/contract/enums';
import { EXPIRY_NOTE } from '@ih/contract/history-notes';
import { DEFAULT_PAYOUT_TERMS_DAYS, deliveredOnTime, payoutDueDateFor } from '@ih/contract/payout-terms';
import { financialYearOf } from '@ih/contract/tax';
import { paymentItems, payments } from '../schema/payments.ts';
import {
  applicationHistory,
  applications,
  submissionFiles,
  submissionItems,
  submissions,
} from '../schema/pipeline.ts';
import type { Tx } from '../tx.ts';
import type { BuiltCampaign } from './demo-campaigns.ts';
import type { DemoFiles } from './demo-files.ts';
import { PIPELINE_PLAN } from './demo-pipeline-plan.ts';
import { isoDate } from './demo-util.ts';
import { scenePng } from './png.ts';

type ApplicationRow = typeof applications.$inferInsert & { id: string };
type HistoryRow = typeof applicationHistory.$inferInsert;
type SubmissionRow = typeof submissions.$inferInsert & { id: string };
type ItemRow = typeof submissionItems.$inferInsert & { id: string };
type SubmissionFileRow = typeof submissionFiles.$inferInsert;

export interface PipelineRows {
  applications: ApplicationRow[];
  history: HistoryRow[];
  submissions: SubmissionRow[];
  items: ItemRow[];
  submissionFiles: SubmissionFileRow[];
  payment: typeof payments.$inferInsert & { id: string };
  paymentItems: (typeof paymentItems.$inferInsert)[];
}

const STAFF_MOVES = new Set<ApplicationStatus>([
  'accepted',
  'declined',
  'rework',
  'approved',
  'final posted',
]);
const DECLINE_NOTE = 'Thanks for applying. This campaign needs creators based in South India this time.';
const REWORK_REASONS = [
  'Please show the pack label clearly for at least three seconds and add the campaign hashtags to the caption.',
  'The audio is hard to hear over the background music. Please lower the music and re-record the voice-over.',
];
const POST_HOSTS: Record<string, string> = {
  Instagram: 'https://www.instagram.com/p/',
  YouTube: 'https://www.youtube.com/shorts/',
  Facebook: 'https://www.facebook.com/aarav.eats.travels/posts/',
  X: 'https://x.com/aarav_sharma/status/',
};

export interface PipelineInput {
  creatorId: string;
  adminId: string;
  /** One campaign per PIPELINE_PLAN entry, already retimed to fit it. */
  campaigns: BuiltCampaign[];
  platformNames: Map<string, string>;
  files: DemoFiles;
  now: Date;
  /** The receipt's serial in its year: each demo creator's payment has its own number. */
  receiptSerial?: number;
  /** What the creator wrote with a quote, in their own words. */
  quoteNote?: string;
}

/** The time `days` before now, at a plausible hour that differs per application and step. */
const daysAgo = (now: Date, days: number, jitter: number) =>
  new Date(now.getTime() - days * 86_400_000 - ((jitter * 53) % 300) * 60_000);

export async function buildPipeline(input: PipelineInput): Promise<PipelineRows> {
  const { creatorId, adminId, files, now } = input;
  const out: Omit<PipelineRows, 'payment'> = {
    applications: [],
    history: [],
    submissions: [],
    items: [],
    submissionFiles: [],
    paymentItems: [],
  };
  const paid: { id: string; amount: number; at: Date }[] = [];
  let fileSeed = 0;

  for (const [n, plan] of PIPELINE_PLAN.entries()) {
    const campaign = input.campaigns[n];
    if (!campaign) throw new Error('not enough campaigns for the demo pipeline');
    const c = campaign.row;
    const id = randomUUID();
    const at = plan.steps.map(([, days], s) => daysAgo(now, days, n * 7 + s));
    const when = (status: ApplicationStatus) => {
      const i = plan.steps.map(([st]) => st).lastIndexOf(status);
      return i === -1 ? null : (at[i] ?? null);
    };
    const quote = c.budgetType === 'get quote';
    const asking = quote ? 12_000 + n * 1_500 : 0;
    const finalAmount = c.budgetType === 'fixed' ? (c.fixedPrice ?? 10_000) : quote ? asking - 1_000 : 8_000;
    const status = plan.steps[plan.steps.length - 1]![0];
    const accepted = when('accepted');
    const posted = when('final posted');
    const paidAt = plan.paidDaysAgo ? daysAgo(now, plan.paidDaysAgo, n) : null;
    const firstWork = at[plan.steps.findIndex(([st]) => st === 'pending review')] ?? null;

    out.applications.push({
      id,
      campaignId: c.id,
      influencerId: creatorId,
      status,
      quoteAskingAmount: asking,
      note: quote
        ? (input.quoteNote ??
          'I can deliver a 45-second reel with a Hindi and English voice-over, plus two stories with the link.')
        : 'Applied for campaign',
      finalAmount: accepted ? finalAmount : null,
      paymentStatus: paidAt ? 'paid' : 'pending',
      appliedAt: at[0]!,
      acceptedAt: accepted,
      submittedAt: when('pending review'),
      approvedAt: when('approved'),
      finalSubmittedAt: when('final submission'),
      finalPostedAt: posted,
      // The promise transition() sets when the posts are confirmed live (design §13).
      payoutDueDate: posted ? payoutDueDateFor(posted, c.payoutTermsDays ?? DEFAULT_PAYOUT_TERMS_DAYS) : null,
      // As transition() decides it when the first version arrives (applications/on-time.ts).
      deliveredOnTime: firstWork ? deliveredOnTime(firstWork, c.submissionDeadline ?? null) : null,
      reworkReason: status === 'rework' ? REWORK_REASONS[0]! : null,
      reworkRequestedAt: status === 'rework' ? when('rework') : null,
      paidAt,
      createdAt: at[0]!,
      updatedAt: paidAt ?? at[at.length - 1]!,
    });
    if (paidAt) paid.push({ id, amount: finalAmount, at: paidAt });

    let workVersion = 0;
    let reworks = 0;
    for (const [s, [to]] of plan.steps.entries()) {
      const from = s === 0 ? null : plan.steps[s - 1]![0];
      const actorKind = to === 'expired' ? 'system' : STAFF_MOVES.has(to) ? 'staff' : 'influencer';
      const note =
        to === 'accepted'
          ? `Final amount ₹${finalAmount.toLocaleString('en-IN')}`
          : to === 'declined'
            ? DECLINE_NOTE
            : to === 'rework'
              ? REWORK_REASONS[reworks++ % REWORK_REASONS.length]!
              : to === 'expired'
                ? EXPIRY_NOTE
                : to === 'final posted'
                  ? 'Posts checked and confirmed live.'
                  : null;
      out.history.push({
        applicationId: id,
        fromStatus: from,
        toStatus: to,
        actorKind,
        actorId: actorKind === 'staff' ? adminId : actorKind === 'influencer' ? creatorId : null,
        note,
        createdAt: at[s]!,
      });
      if (to === 'pending review' || to === 'final submission') {
        const kind = to === 'pending review' ? 'work' : 'post';
        const submission: SubmissionRow = {
          id: randomUUID(),
          applicationId: id,
          kind,
          version: kind === 'work' ? ++workVersion : 1,
          createdAt: at[s]!,
        };
        out.submissions.push(submission);
        for (const platformId of c.platformIds ?? []) {
          const platform = input.platformNames.get(platformId) ?? 'Instagram';
          for (const d of campaign.deliverables) {
            const item: ItemRow = {
              id: randomUUID(),
              submissionId: submission.id,
              platformId,
              deliverableId: d.id,
            };
            const label = `${platform.toLowerCase()}-${(d.sortOrder ?? 0) + 1}`;
            if (kind === 'work') {
              item.notes = submission.version > 1 ? 'Label now visible and hashtags added, as asked.' : null;
              const count = 1 + ((fileSeed + submission.version) % 2);
              for (let f = 0; f < count; f++) {
                const file = await files.put(scenePng(216, 384, '#FDE68A', '#7C3AED', fileSeed++), {
                  name: `work-v${submission.version}-${label}-${f + 1}.png`,
                  contentType: 'image/png',
                  visibility: 'private',
                  influencerId: creatorId,
                });
                out.submissionFiles.push({ submissionItemId: item.id, fileId: file.id, sortOrder: f });
              }
            } else {
              const proof = await files.put(scenePng(270, 480, '#E0F2FE', '#0E7490', fileSeed++), {
                name: `post-proof-${label}.png`,
                contentType: 'image/png',
                visibility: 'private',
                influencerId: creatorId,
              });
              item.taskLink = `${POST_HOSTS[platform] ?? 'https://www.instagram.com/p/'}DEMO${n}${d.sortOrder ?? 0}${fileSeed}`;
              item.proofFileId = proof.id;
            }
            out.items.push(item);
          }
        }
      }
    }
  }

  const first = paid[0];
  if (!first) throw new Error('the demo pipeline must have paid applications');
  const paymentId = randomUUID();
  const payment: PipelineRows['payment'] = {
    id: paymentId,
    influencerId: creatorId,
    totalAmount: paid.reduce((sum, p) => sum + p.amount, 0),
    // Under the year's TDS threshold, and the demo creator is not registered for GST: net = gross.
    netPaise: paid.reduce((sum, p) => sum + p.amount, 0) * 100,
    financialYear: financialYearOf(first.at),
    paymentMethod: 'UPI',
    reference: `UTR${first.at.getTime().toString().slice(-12)}`,
    status: 'paid',
    // Numbered per Asia/Kolkata year, as the payments module numbers the next ones.
    receiptNumber: `RCPT-${isoDate(first.at).slice(0, 4)}-${String(input.receiptSerial ?? 1).padStart(6, '0')}`,
    // The receipt PDF is made by the payments module on first request.
    receiptFileId: null,
    paidAt: first.at,
    createdByStaffId: adminId,
    createdAt: first.at,
  };
  out.paymentItems = paid.map((p) => ({ paymentId, applicationId: p.id, amount: p.amount }));
  return { ...out, payment };
}

/** Stores what buildPipeline made, parents first; the payment keeps the payee as they stood at seeding. */
export async function insertPipeline(
  tx: Tx,
  rows: PipelineRows,
  payeeDetails: (typeof payments.$inferInsert)['payeeDetails'],
): Promise<void> {
  await tx.insert(applications).values(rows.applications);
  await tx.insert(applicationHistory).values(rows.history);
  await tx.insert(submissions).values(rows.submissions);
  await tx.insert(submissionItems).values(rows.items);
  await tx.insert(submissionFiles).values(rows.submissionFiles);
  await tx.insert(payments).values({ ...rows.payment, payeeDetails });
  await tx.insert(paymentItems).values(rows.paymentItems);
}
