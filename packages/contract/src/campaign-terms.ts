import { payoutPromiseText } from './payout-terms.ts';
import { type UsageRights, usageRightsSentences } from './usage-rights.ts';

/*
 * A campaign's own terms, written from its fields (issue 26): the payout promise, the automatic
 * decisions of a silent brand team and the usage rights. Zod-free, so the creator's campaign page
 * and every work page print the very words the header's promise uses, and free text beside them can
 * be checked against them.
 */

/** The campaign fields the terms are written from. */
export interface CampaignTermFields {
  payout_terms_days: number;
  auto_approve_days: number;
  /** Absent (or null) on the wire: the creator's own post only (design §16). */
  usage_rights?: UsageRights | null | undefined;
  /** Present (true) when both sides sign an agreement before the work is uploaded. */
  agreement_required?: boolean | undefined;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The terms every campaign states, from its fields, before its own free-text terms. */
export function campaignTerms(c: CampaignTermFields): string[] {
  return [
    `${payoutPromiseText(c.payout_terms_days)}.`,
    `Work you submit is approved automatically if the brand team has not responded within ${plural(c.auto_approve_days, 'working day')}; post links you add are confirmed live the same way.`,
    // Design §16: no usage rights on the campaign means the creator's own post only.
    ...usageRightsSentences(c.usage_rights),
    ...(c.agreement_required
      ? [
          'You and the brand sign an agreement with these terms (by a one-time code) before you upload your work.',
        ]
      : []),
  ];
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};
const DAYS = /\b(\d+|[a-z]+)(?:[\s-]+(?:working|business|calendar))?[\s-]+days?\b/gi;
const PAYMENT = /\b(pay|pays|paid|payment|payout|released?|remit|transfer(?:red)?)\b/i;
const PAID_PARTNERSHIP = /\bpaid (partnership|amplification|promotion|ads?)\b/gi;
const APPROVAL = /\b(approv\w*|confirm\w*|feedback|review\w*)\b/i;

/**
 * What free text says about payment or approval timing that disagrees with the campaign's fields:
 * one sentence per conflict, empty when it agrees or says nothing about them. "Paid partnership" is
 * a disclosure label, not a payment term.
 */
export function termsTimingConflicts(text: string, c: CampaignTermFields): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.;!?])\s+/)) {
    const words = sentence.replace(PAID_PARTNERSHIP, '');
    for (const m of words.matchAll(DAYS)) {
      const raw = m[1]!.toLowerCase();
      const days = /^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS[raw];
      if (days === undefined) continue;
      if (PAYMENT.test(words) && days !== c.payout_terms_days)
        out.push(
          `"${sentence.trim()}" says ${days} days, but the campaign pays within ${c.payout_terms_days}.`,
        );
      else if (!PAYMENT.test(words) && APPROVAL.test(words) && days !== c.auto_approve_days)
        out.push(
          `"${sentence.trim()}" says ${days} days, but the campaign approves automatically after ${c.auto_approve_days} working days.`,
        );
    }
  }
  return out;
}
