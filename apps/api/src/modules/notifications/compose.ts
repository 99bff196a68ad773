import { CURRENCY_SYMBOL } from '@ih/contract/constants';
import { type NotificationType, REASON_CODES, type ReasonCode } from '@ih/contract/enums';
import {
  creatorAgreementPath,
  creatorInvitationsPath,
  creatorPaymentsPath,
  creatorWorkPath,
  staffApplicationPath,
  staffCampaignInvitationsPath,
  staffPayoutsPath,
  staffReviewPath,
} from '@ih/contract/links';
import { formatDay, formatIstMoment } from '@ih/contract/payout-terms';
import { reasonText } from '@ih/contract/reason-messages';
import type { StoredEvent } from '../../events/types.ts';
import { formatRupees } from '../../lib/money.ts';
import type { ApplicationContext, Parties } from './context.ts';

/*
 * What each domain event tells whom (issue 14): pure functions from an event and its application
 * to drafts, so the texts and the recipients' sides are tested without a database.
 */

/** A notification before its recipients are looked up: which side gets it. */
export interface Draft {
  to: 'creator' | 'brand staff';
  type: NotificationType;
  title: string;
  body: string;
  link: string;
}

export const rupees = (n: number) => `${CURRENCY_SYMBOL}${formatRupees(n)}`;

const amountOf = (v: unknown) => (typeof v === 'number' && v > 0 ? v : 0);

/** A payment's tax lines (design §13), when it had any: what arrived after TDS and with GST. */
function taxLine(p: Record<string, unknown>): string {
  const tds = amountOf(p.tdsAmount);
  const gst = amountOf(p.gstAmount);
  if (!tds && !gst) return '';
  const parts = [
    tds
      ? `TDS of ${rupees(tds)}${typeof p.tdsSection === 'string' ? ` u/s ${p.tdsSection}` : ''} deducted`
      : null,
    gst ? `GST of ${rupees(gst)} added` : null,
  ].filter(Boolean);
  const net = amountOf(p.netAmount);
  return ` ${parts.join(' and ')}${net ? `: ${rupees(net)} reached you for this payment` : ''}.${typeof p.invoiceNumber === 'string' ? ` Tax invoice ${p.invoiceNumber}.` : ''}`;
}

const withReason = (sentence: string, reason: unknown) =>
  typeof reason === 'string' && reason.trim() ? `${sentence} Reason: ${reason.trim()}` : sentence;

/** The reason code's label and the staff member's words (issue 15), as one line. */
const why = (p: Record<string, unknown>) =>
  reasonText(
    REASON_CODES.includes(p.reasonCode as ReasonCode) ? (p.reasonCode as ReasonCode) : null,
    typeof p.reason === 'string' ? p.reason : null,
  );

const schedule = (c: ApplicationContext) =>
  c.postingDates.length ? ` Posting schedule: ${c.postingDates.map(formatDay).join(', ')}.` : '';

const workLink = (c: ApplicationContext, status: string) =>
  creatorWorkPath({ applicationId: c.applicationId, campaignId: c.campaignId, status });

/** What a notification about an invitation says: its campaign, brand, creator and offer. */
export interface InvitationContext extends Parties {
  invitationId: string;
  offerAmount: number;
  respondBy: Date;
}

/** The drafts an invitation's event makes (design §15): the creator is invited; the brand hears the answer. */
export function invitationDrafts(event: StoredEvent, c: InvitationContext): Draft[] {
  const p = event.payload;
  switch (event.type) {
    case 'invitation.created':
      return [
        {
          to: 'creator',
          type: 'invitation.new',
          title: `${c.brandName} invites you: ${c.campaignName}`,
          body: `${c.brandName} offers you ${rupees(c.offerAmount)} for ${c.campaignName}. Answer by ${formatIstMoment(c.respondBy)}.`,
          link: creatorInvitationsPath,
        },
      ];
    case 'invitation.declined':
      return [
        {
          to: 'brand staff',
          type: 'staff.invitation',
          title: `Invitation declined: ${c.campaignName}`,
          body: withReason(`${c.creatorName} declined your invitation.`, p.reason),
          link: staffCampaignInvitationsPath(c.campaignId),
        },
      ];
    case 'invitation.expired':
      return [
        {
          to: 'brand staff',
          type: 'staff.invitation',
          title: `Invitation ran out: ${c.campaignName}`,
          body: `${c.creatorName} did not answer your invitation by ${formatIstMoment(c.respondBy)}.`,
          link: staffCampaignInvitationsPath(c.campaignId),
        },
      ];
    default:
      return [];
  }
}

/** The drafts of an agreement's event (design §16): whose turn it is, a decline, rights ending. */
function agreementDrafts(event: StoredEvent, c: ApplicationContext): Draft[] {
  const p = event.payload;
  const creator = (title: string, body: string): Draft => ({
    to: 'creator',
    type: 'agreement.update',
    title: `${title}: ${c.campaignName}`,
    body,
    link: creatorAgreementPath(c.applicationId),
  });
  const staff = (title: string, body: string): Draft => ({
    to: 'brand staff',
    type: 'staff.agreement',
    title: `${title}: ${c.campaignName}`,
    body,
    link: staffApplicationPath(c.applicationId),
  });
  switch (event.type) {
    case 'agreement.signed':
      return p.role === 'creator'
        ? [
            staff(
              'Agreement to sign',
              `${c.creatorName} signed the agreement. Sign it to let the work begin.`,
            ),
          ]
        : [
            creator(
              'Agreement signed',
              `${c.brandName} signed the agreement too. You can upload your work now.`,
            ),
          ];
    case 'agreement.declined':
      // Either side may decline (issue 33): the creator hears of the brand's, the brand's people of either.
      return p.by === 'brand'
        ? [
            creator('Agreement declined', withReason(`${c.brandName} declined the agreement.`, p.reason)),
            staff('Agreement declined', withReason(`The brand team declined the agreement.`, p.reason)),
          ]
        : [staff('Agreement declined', withReason(`${c.creatorName} declined the agreement.`, p.reason))];
    case 'agreement.rights_ending': {
      const end = typeof p.endsOn === 'string' ? formatDay(p.endsOn) : 'soon';
      return [
        creator('Usage rights end soon', `${c.brandName}'s usage rights to your content end on ${end}.`),
        staff(
          'Usage rights end soon',
          `Your usage rights to ${c.creatorName}'s content end on ${end}. Stop new ads by then.`,
        ),
      ];
    }
    default:
      return [];
  }
}

/** The drafts an event makes; none for events nobody is told about. */
export function draftsFor(event: StoredEvent, c: ApplicationContext): Draft[] {
  const p = event.payload;
  const automatic = event.actor.kind === 'system';
  if (event.type.startsWith('agreement.')) return agreementDrafts(event, c);
  switch (event.type) {
    case 'application.moved': {
      const to = String(p.to);
      const drafts: Draft[] = [];
      // What the creator is told of their application's move: its title names the campaign and its
      // link opens the application's work page at the new status.
      const creatorDraft = (type: NotificationType, heading: string, body: string): Draft => ({
        to: 'creator',
        type,
        title: `${heading}: ${c.campaignName}`,
        body,
        link: workLink(c, to),
      });
      switch (to) {
        case 'accepted': {
          const amount = typeof p.finalAmount === 'number' ? p.finalAmount : c.finalAmount;
          // The system accepts only for an invitation the creator said yes to (transitions.ts).
          if (automatic) {
            drafts.push(
              creatorDraft(
                'application.accepted',
                "You're in",
                `You accepted ${c.brandName}'s invitation${amount != null ? ` at ${rupees(amount)}` : ''}.${schedule(c)} Upload your work before the submission deadline.`,
              ),
              {
                to: 'brand staff',
                type: 'staff.invitation',
                title: `Invitation accepted: ${c.campaignName}`,
                body: `${c.creatorName} accepted your invitation${amount != null ? ` at ${rupees(amount)}` : ''}. The work is theirs to deliver.`,
                link: staffApplicationPath(c.applicationId),
              },
            );
            break;
          }
          drafts.push(
            creatorDraft(
              'application.accepted',
              'Application accepted',
              `${c.brandName} accepted your application${amount != null ? ` for ${rupees(amount)}` : ''}.${schedule(c)} Upload your work before the submission deadline.`,
            ),
          );
          break;
        }
        case 'declined':
          drafts.push(
            creatorDraft(
              'application.declined',
              'Application declined',
              withReason(`${c.brandName} declined your application.`, why(p)),
            ),
          );
          break;
        case 'expired':
          drafts.push(
            creatorDraft(
              'application.expired',
              'Application expired',
              'The submission deadline passed before your application was accepted.',
            ),
          );
          break;
        case 'rework':
          drafts.push(
            creatorDraft(
              'work.rework',
              'Rework requested',
              withReason(`${c.brandName} asked for changes to your work.`, why(p)),
            ),
          );
          break;
        case 'approved':
          drafts.push(
            creatorDraft(
              'work.approved',
              'Work approved',
              automatic
                ? 'Your work was approved automatically: the brand team did not respond in time. Post it on the scheduled date.'
                : `${c.brandName} approved your work. Post it on the scheduled date.${schedule(c)}`,
            ),
          );
          break;
        case 'withdrawn':
          // The creator took it back: the brand team stops weighing it (issue 26).
          drafts.push({
            to: 'brand staff',
            type: 'staff.withdrawn',
            title: `Application withdrawn: ${c.campaignName}`,
            body: `${c.creatorName} withdrew their application. Nothing is left to decide.`,
            link: staffApplicationPath(c.applicationId),
          });
          break;
        case 'final posted':
          drafts.push(
            creatorDraft(
              'post.live',
              'Post confirmed live',
              `Your post is confirmed live${automatic ? ' (confirmed automatically)' : ''}.${c.finalAmount != null ? ` Your payment of ${rupees(c.finalAmount)} is now pending${c.payoutDueDate ? `, due by ${formatDay(c.payoutDueDate)}` : ''}.` : ''}`,
            ),
          );
          break;
      }
      if (automatic && (to === 'approved' || to === 'final posted'))
        drafts.push({
          to: 'brand staff',
          type: 'staff.auto-decision',
          title: `${to === 'approved' ? 'Work approved' : 'Post confirmed'} automatically: ${c.campaignName}`,
          body: `${c.creatorName}'s ${to === 'approved' ? 'work was approved' : 'post was confirmed'} automatically because nobody responded in time.`,
          link: staffApplicationPath(c.applicationId),
        });
      return drafts;
    }
    case 'submission.versioned':
      return [
        {
          to: 'brand staff',
          type: 'staff.submission',
          title: `Work to review: ${c.campaignName}`,
          body: `${c.creatorName} submitted work${Number(p.version) > 1 ? ` (version ${p.version})` : ''} for review.`,
          link: staffReviewPath(c.applicationId),
        },
      ];
    case 'post.details':
      return [
        {
          to: 'brand staff',
          type: 'staff.post',
          title: `Post details to confirm: ${c.campaignName}`,
          body: `${c.creatorName} submitted the links of the live post. Check them and confirm.`,
          link: staffApplicationPath(c.applicationId),
        },
      ];
    case 'payment.recorded': {
      const amount = typeof p.amount === 'number' ? p.amount : (c.finalAmount ?? 0);
      return [
        {
          to: 'creator',
          type: 'payment.made',
          title: `Payment made: ${rupees(amount)}`,
          body: `${rupees(amount)} for ${c.campaignName} was paid${p.paymentMethod ? ` by ${p.paymentMethod}` : ''}${typeof p.utr === 'string' ? ` (UTR ${p.utr})` : ''}.${taxLine(p)}${p.receiptNumber ? ` Receipt ${p.receiptNumber} is on your Payments page.` : ''}`,
          link: `${creatorPaymentsPath}/paid`,
        },
      ];
    }
    case 'payout.started': {
      const amount = typeof p.amount === 'number' ? p.amount : (c.finalAmount ?? 0);
      return [
        {
          to: 'creator',
          type: 'payment.processing',
          title: `Payment on its way: ${rupees(amount)}`,
          body: `${rupees(amount)} for ${c.campaignName} has been sent to your bank${p.paymentMethod ? ` by ${p.paymentMethod}` : ''}. We will tell you the bank's reference (UTR) when it arrives.`,
          link: `${creatorPaymentsPath}/paid`,
        },
      ];
    }
    case 'payout.failed': {
      const amount = typeof p.amount === 'number' ? p.amount : (c.finalAmount ?? 0);
      const reason = typeof p.reason === 'string' && p.reason ? ` The bank said: ${p.reason}.` : '';
      const what = p.payoutStatus === 'reversed' ? 'was returned by the bank' : 'did not go through';
      return [
        {
          to: 'creator',
          type: 'payment.failed',
          title: `Payment ${p.payoutStatus === 'reversed' ? 'returned' : 'failed'}: ${rupees(amount)}`,
          body: `The payment of ${rupees(amount)} for ${c.campaignName} ${what}.${reason} It is due to you again; check your bank or UPI details on your profile.`,
          link: `${creatorPaymentsPath}/pending`,
        },
        {
          to: 'brand staff',
          type: 'staff.payout-failed',
          title: `Payout ${p.payoutStatus ?? 'failed'}: ${c.creatorName}`,
          body: `${rupees(amount)} for ${c.campaignName} ${what}.${reason} Send it again from the payouts page.`,
          link: staffPayoutsPath,
        },
      ];
    }
    case 'message.posted': {
      const fromCreator = p.authorRole === 'creator';
      return [
        {
          to: fromCreator ? 'brand staff' : 'creator',
          type: 'message.new',
          title: `New message: ${c.campaignName}`,
          body: `${fromCreator ? c.creatorName : c.brandName}: ${typeof p.preview === 'string' ? p.preview : ''}`,
          link: fromCreator ? staffApplicationPath(c.applicationId) : workLink(c, c.status),
        },
      ];
    }
    case 'payout.due_soon':
    case 'payout.overdue': {
      const late = event.type === 'payout.overdue';
      const due = typeof p.dueDate === 'string' ? formatDay(p.dueDate) : 'its due date';
      const amount = typeof p.amount === 'number' ? rupees(p.amount) : 'The payout';
      return [
        {
          to: 'brand staff',
          type: late ? 'staff.payout-overdue' : 'staff.payout-due',
          title: `${late ? 'Payout overdue' : 'Payout due soon'}: ${c.creatorName}`,
          body: late
            ? `${amount} for ${c.campaignName} was due on ${due} and is not paid yet.`
            : `${amount} for ${c.campaignName} is due by ${due}.`,
          link: staffPayoutsPath,
        },
      ];
    }
    case 'metrics.questioned':
      return [
        {
          to: 'creator',
          type: 'results.questioned',
          title: `Results questioned: ${c.campaignName}`,
          body: withReason(
            `The brand team questioned the numbers you reported for ${typeof p.postUrl === 'string' ? p.postUrl : 'your post'}. Add a new reading with a screenshot that shows them.`,
            p.reason,
          ),
          link: workLink(c, c.status),
        },
      ];
    case 'metrics.reported':
      return [
        {
          to: 'brand staff',
          type: 'staff.results',
          title: `Results to check: ${c.campaignName}`,
          body: `${c.creatorName} reported the numbers of a live post. Check them against the screenshot.`,
          link: staffApplicationPath(c.applicationId),
        },
      ];
    default:
      return [];
  }
}
