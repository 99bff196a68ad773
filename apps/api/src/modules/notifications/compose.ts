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
import type { StoredEvent } from '../../events/types.ts';
import { en } from '../../lib/i18n/en.ts';
import { dayIn, type MessageKey, momentIn, type Text, textFor } from '../../lib/i18n/index.ts';
import { formatRupees } from '../../lib/money.ts';
import type { ApplicationContext, Parties } from './context.ts';

/*
 * What each domain event tells whom (issue 14): pure functions from an event and its application
 * to drafts, so the texts and the recipients' sides are tested without a database. Each is written in
 * one language (`t`, lib/i18n): the consumer drafts once per language its recipients read.
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

const ENGLISH = textFor('en');

const amountOf = (v: unknown) => (typeof v === 'number' && v > 0 ? v : 0);

/** Sentences after one another, each already ending in its full stop. */
const sentences = (...parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(' ');

/** A payment's tax lines (design §13), when it had any: what arrived after TDS and with GST. */
function taxLine(p: Record<string, unknown>, t: Text): string | null {
  const tds = amountOf(p.tdsAmount);
  const gst = amountOf(p.gstAmount);
  if (!tds && !gst) return null;
  const tdsText = tds
    ? typeof p.tdsSection === 'string'
      ? t('payment.tax.tdsSection', { amount: rupees(tds), section: p.tdsSection })
      : t('payment.tax.tds', { amount: rupees(tds) })
    : null;
  const gstText = gst ? t('payment.tax.gst', { amount: rupees(gst) }) : null;
  const taxes =
    tdsText && gstText ? t('payment.tax.both', { tds: tdsText, gst: gstText }) : (tdsText ?? gstText)!;
  const net = amountOf(p.netAmount);
  return sentences(
    net ? t('payment.tax.net', { taxes, net: rupees(net) }) : t('payment.tax.noNet', { taxes }),
    typeof p.invoiceNumber === 'string' && t('payment.tax.invoice', { number: p.invoiceNumber }),
  );
}

const withReason = (t: Text, sentence: string, reason: unknown) =>
  typeof reason === 'string' && reason.trim() ? t('reason', { sentence, reason: reason.trim() }) : sentence;

/** The reason code's label and the staff member's words (issue 15), as one line. */
function why(p: Record<string, unknown>, t: Text): string | null {
  const code = REASON_CODES.includes(p.reasonCode as ReasonCode) ? (p.reasonCode as ReasonCode) : null;
  const parts = [
    code ? t(`reasonCode.${code}`) : null,
    typeof p.reason === 'string' ? p.reason.trim() || null : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' — ') : null;
}

const schedule = (c: ApplicationContext, t: Text) =>
  c.postingDates.length
    ? t('application.schedule', { dates: c.postingDates.map((d) => dayIn(t.language, d)).join(', ') })
    : null;

/** A payment method as the language names it; one we do not know as it is. */
const methodOf = (p: Record<string, unknown>, t: Text) => {
  if (!p.paymentMethod) return { hasMethod: 'no', method: '' };
  const method = String(p.paymentMethod);
  const key = `paymentMethod.${method}`;
  return { hasMethod: 'yes', method: key in en ? t(key as MessageKey) : method };
};

const workLink = (c: ApplicationContext, status: string) =>
  creatorWorkPath({ applicationId: c.applicationId, campaignId: c.campaignId, status });

/** "Heading: campaign", the titles' shape in every language. */
const titled = (heading: string, campaign: string) => `${heading}: ${campaign}`;

/** What a notification about an invitation says: its campaign, brand, creator and offer. */
export interface InvitationContext extends Parties {
  invitationId: string;
  offerAmount: number;
  respondBy: Date;
}

/** The drafts an invitation's event makes (design §15): the creator is invited; the brand hears the answer. */
export function invitationDrafts(event: StoredEvent, c: InvitationContext, t: Text = ENGLISH): Draft[] {
  const p = event.payload;
  const names = { brand: c.brandName, campaign: c.campaignName, creator: c.creatorName };
  switch (event.type) {
    case 'invitation.created':
      return [
        {
          to: 'creator',
          type: 'invitation.new',
          title: t('invitation.new.title', names),
          body: t('invitation.new.body', {
            ...names,
            amount: rupees(c.offerAmount),
            moment: momentIn(t.language, c.respondBy),
          }),
          link: creatorInvitationsPath,
        },
      ];
    case 'invitation.declined':
      return [
        {
          to: 'brand staff',
          type: 'staff.invitation',
          title: t('invitation.declined.title', names),
          body: withReason(t, t('invitation.declined.body', names), p.reason),
          link: staffCampaignInvitationsPath(c.campaignId),
        },
      ];
    case 'invitation.expired':
      return [
        {
          to: 'brand staff',
          type: 'staff.invitation',
          title: t('invitation.expired.title', names),
          body: t('invitation.expired.body', { ...names, moment: momentIn(t.language, c.respondBy) }),
          link: staffCampaignInvitationsPath(c.campaignId),
        },
      ];
    default:
      return [];
  }
}

/** The drafts of an agreement's event (design §16): whose turn it is, a decline, rights ending. */
function agreementDrafts(event: StoredEvent, c: ApplicationContext, t: Text): Draft[] {
  const p = event.payload;
  const names = { brand: c.brandName, campaign: c.campaignName, creator: c.creatorName };
  const creator = (title: string, body: string): Draft => ({
    to: 'creator',
    type: 'agreement.update',
    title: titled(title, c.campaignName),
    body,
    link: creatorAgreementPath(c.applicationId),
  });
  const staff = (title: string, body: string): Draft => ({
    to: 'brand staff',
    type: 'staff.agreement',
    title: titled(title, c.campaignName),
    body,
    link: staffApplicationPath(c.applicationId),
  });
  switch (event.type) {
    case 'agreement.signed':
      return p.role === 'creator'
        ? [staff(t('agreement.toSign.title'), t('agreement.toSign.body', names))]
        : [creator(t('agreement.signed.title'), t('agreement.signed.body', names))];
    case 'agreement.declined': {
      // Either side may decline (issue 33): the creator hears of the brand's, the brand's people of either.
      const declined = t('agreement.declined.title');
      return p.by === 'brand'
        ? [
            creator(declined, withReason(t, t('agreement.declined.byBrand', names), p.reason)),
            staff(declined, withReason(t, t('agreement.declined.byBrandToStaff'), p.reason)),
          ]
        : [staff(declined, withReason(t, t('agreement.declined.byCreator', names), p.reason))];
    }
    case 'agreement.rights_ending': {
      const day =
        typeof p.endsOn === 'string' ? dayIn(t.language, p.endsOn) : t('agreement.rightsEnding.soon');
      const title = t('agreement.rightsEnding.title');
      return [
        creator(title, t('agreement.rightsEnding.creatorBody', { ...names, day })),
        staff(title, t('agreement.rightsEnding.staffBody', { ...names, day })),
      ];
    }
    default:
      return [];
  }
}

/** The drafts an event makes, in one language; none for events nobody is told about. */
export function draftsFor(event: StoredEvent, c: ApplicationContext, t: Text = ENGLISH): Draft[] {
  const p = event.payload;
  const automatic = event.actor.kind === 'system';
  const names = { brand: c.brandName, campaign: c.campaignName, creator: c.creatorName };
  if (event.type.startsWith('agreement.')) return agreementDrafts(event, c, t);
  switch (event.type) {
    case 'application.moved': {
      const to = String(p.to);
      const drafts: Draft[] = [];
      // What the creator is told of their application's move: its title names the campaign and its
      // link opens the application's work page at the new status.
      const creatorDraft = (type: NotificationType, heading: string, body: string): Draft => ({
        to: 'creator',
        type,
        title: titled(heading, c.campaignName),
        body,
        link: workLink(c, to),
      });
      switch (to) {
        case 'accepted': {
          const amount = typeof p.finalAmount === 'number' ? p.finalAmount : c.finalAmount;
          const offer = {
            ...names,
            hasAmount: amount != null ? 'yes' : 'no',
            amount: amount != null ? rupees(amount) : '',
          };
          // The system accepts only for an invitation the creator said yes to (transitions.ts).
          if (automatic) {
            drafts.push(
              creatorDraft(
                'application.accepted',
                t('application.joined.title'),
                sentences(
                  t('application.joined.body', offer),
                  schedule(c, t),
                  t('application.uploadBeforeDeadline'),
                ),
              ),
              {
                to: 'brand staff',
                type: 'staff.invitation',
                title: t('invitation.accepted.title', names),
                body: t('invitation.accepted.body', offer),
                link: staffApplicationPath(c.applicationId),
              },
            );
            break;
          }
          drafts.push(
            creatorDraft(
              'application.accepted',
              t('application.accepted.title'),
              sentences(
                t('application.accepted.body', offer),
                schedule(c, t),
                t('application.uploadBeforeDeadline'),
              ),
            ),
          );
          break;
        }
        case 'declined':
          drafts.push(
            creatorDraft(
              'application.declined',
              t('application.declined.title'),
              withReason(t, t('application.declined.body', names), why(p, t)),
            ),
          );
          break;
        case 'expired':
          drafts.push(
            creatorDraft(
              'application.expired',
              t('application.expired.title'),
              t('application.expired.body'),
            ),
          );
          break;
        case 'rework':
          drafts.push(
            creatorDraft(
              'work.rework',
              t('work.rework.title'),
              withReason(t, t('work.rework.body', names), why(p, t)),
            ),
          );
          break;
        case 'approved':
          drafts.push(
            creatorDraft(
              'work.approved',
              t('work.approved.title'),
              automatic
                ? t('work.approved.autoBody')
                : sentences(t('work.approved.body', names), schedule(c, t)),
            ),
          );
          break;
        case 'withdrawn':
          // The creator took it back: the brand team stops weighing it (issue 26).
          drafts.push({
            to: 'brand staff',
            type: 'staff.withdrawn',
            title: t('application.withdrawn.title', names),
            body: t('application.withdrawn.body', names),
            link: staffApplicationPath(c.applicationId),
          });
          break;
        case 'final posted':
          drafts.push(
            creatorDraft(
              'post.live',
              t('post.live.title'),
              sentences(
                automatic ? t('post.live.autoBody') : t('post.live.body'),
                c.finalAmount != null &&
                  (c.payoutDueDate
                    ? t('post.live.paymentDue', {
                        amount: rupees(c.finalAmount),
                        day: dayIn(t.language, c.payoutDueDate),
                      })
                    : t('post.live.paymentPending', { amount: rupees(c.finalAmount) })),
              ),
            ),
          );
          break;
      }
      if (automatic && (to === 'approved' || to === 'final posted'))
        drafts.push({
          to: 'brand staff',
          type: 'staff.auto-decision',
          title: t(to === 'approved' ? 'auto.approved.title' : 'auto.posted.title', names),
          body: t(to === 'approved' ? 'auto.approved.body' : 'auto.posted.body', names),
          link: staffApplicationPath(c.applicationId),
        });
      return drafts;
    }
    case 'submission.versioned':
      return [
        {
          to: 'brand staff',
          type: 'staff.submission',
          title: t('submission.title', names),
          body: t('submission.body', {
            ...names,
            hasVersion: Number(p.version) > 1 ? 'yes' : 'no',
            version: String(p.version),
          }),
          link: staffReviewPath(c.applicationId),
        },
      ];
    case 'post.details':
      return [
        {
          to: 'brand staff',
          type: 'staff.post',
          title: t('postDetails.title', names),
          body: t('postDetails.body', names),
          link: staffApplicationPath(c.applicationId),
        },
      ];
    case 'payment.recorded': {
      const amount = rupees(typeof p.amount === 'number' ? p.amount : (c.finalAmount ?? 0));
      return [
        {
          to: 'creator',
          type: 'payment.made',
          title: t('payment.made.title', { amount }),
          body: sentences(
            t('payment.made.body', {
              ...names,
              amount,
              ...methodOf(p, t),
              hasUtr: typeof p.utr === 'string' ? 'yes' : 'no',
              utr: typeof p.utr === 'string' ? p.utr : '',
            }),
            taxLine(p, t),
            !!p.receiptNumber && t('payment.made.receipt', { number: String(p.receiptNumber) }),
          ),
          link: `${creatorPaymentsPath}/paid`,
        },
      ];
    }
    case 'payout.started': {
      const amount = rupees(typeof p.amount === 'number' ? p.amount : (c.finalAmount ?? 0));
      return [
        {
          to: 'creator',
          type: 'payment.processing',
          title: t('payout.started.title', { amount }),
          body: t('payout.started.body', { ...names, amount, ...methodOf(p, t) }),
          link: `${creatorPaymentsPath}/paid`,
        },
      ];
    }
    case 'payout.failed': {
      const amount = rupees(typeof p.amount === 'number' ? p.amount : (c.finalAmount ?? 0));
      const reason =
        typeof p.reason === 'string' && p.reason ? t('payout.bankSaid', { reason: p.reason }) : null;
      const returned = p.payoutStatus === 'reversed';
      return [
        {
          to: 'creator',
          type: 'payment.failed',
          title: t(returned ? 'payout.returned.title' : 'payout.failed.title', { amount }),
          body: sentences(
            t(returned ? 'payout.returned.body' : 'payout.failed.body', { ...names, amount }),
            reason,
            t('payout.dueAgain'),
          ),
          link: `${creatorPaymentsPath}/pending`,
        },
        {
          to: 'brand staff',
          type: 'staff.payout-failed',
          title: t('payout.staff.title', { ...names, status: String(p.payoutStatus ?? 'failed') }),
          body: sentences(
            t(returned ? 'payout.staff.returnedBody' : 'payout.staff.failedBody', { ...names, amount }),
            reason,
            t('payout.staff.sendAgain'),
          ),
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
          title: t('message.title', names),
          body: `${fromCreator ? c.creatorName : c.brandName}: ${typeof p.preview === 'string' ? p.preview : ''}`,
          link: fromCreator ? staffApplicationPath(c.applicationId) : workLink(c, c.status),
        },
      ];
    }
    case 'payout.due_soon':
    case 'payout.overdue': {
      const late = event.type === 'payout.overdue';
      const day = typeof p.dueDate === 'string' ? dayIn(t.language, p.dueDate) : t('payout.someDay');
      const amount = typeof p.amount === 'number' ? rupees(p.amount) : t('payout.someAmount');
      return [
        {
          to: 'brand staff',
          type: late ? 'staff.payout-overdue' : 'staff.payout-due',
          title: t(late ? 'payout.overdue.title' : 'payout.dueSoon.title', names),
          body: t(late ? 'payout.overdue.body' : 'payout.dueSoon.body', { ...names, amount, day }),
          link: staffPayoutsPath,
        },
      ];
    }
    case 'metrics.questioned':
      return [
        {
          to: 'creator',
          type: 'results.questioned',
          title: t('results.questioned.title', names),
          body: withReason(
            t,
            t('results.questioned.body', {
              post: typeof p.postUrl === 'string' ? p.postUrl : t('results.questioned.yourPost'),
            }),
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
          title: t('results.reported.title', names),
          body: t('results.reported.body', names),
          link: staffApplicationPath(c.applicationId),
        },
      ];
    default:
      return [];
  }
}
