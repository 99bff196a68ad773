import type { UsageChannel } from '@ih/contract/agreement-enums';
import type { CampaignTermFields } from '@ih/contract/campaign-terms';
import type { UsageRights } from '@ih/contract/usage-rights';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { i18n, intlLocale } from '@/lib/i18n';

/*
 * The contract's campaign terms (packages/contract/src/campaign-terms.ts, usage-rights.ts) in the
 * reader's language: the same sentences from the same fields, so a page still prints the very words
 * the header's promise uses. Call while rendering (they read the active catalogue).
 */

/** What each channel lets the brand do, in a creator's words (the contract's USAGE_CHANNEL_PHRASES). */
const CHANNEL_PHRASES: Record<UsageChannel, MessageDescriptor> = {
  'organic-repost': msg`repost your video on its own accounts`,
  'brand-paid-ads': msg`run your video as a paid ad`,
  whitelisting: msg`run ads through your account (whitelisting)`,
  website: msg`show your video on its website`,
  offline: msg`use your video offline (stores, print, events)`,
};

/** The promise on a campaign (the contract's payoutPromiseText), for the campaign pages' header. */
export const payoutPromiseWords = (termsDays: number) =>
  t`Paid within ${plural(termsDays, { one: '# day', other: '# days' })} of your post going live`;

/** The usage rights in plain words, one sentence each (the contract's usageRightsSentences). */
export function usageRightsWords(rights: UsageRights | null | undefined): string[] {
  if (!rights || rights.channels.length === 0)
    return [t`Usage rights: your own post only. The brand may not reuse your content elsewhere.`];
  const actions = new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(
    rights.channels.map((c) => i18n._(CHANNEL_PHRASES[c])),
  );
  const period = rights.duration_days;
  const out = [
    rights.territory === 'India'
      ? t`The brand may ${actions} for ${plural(period, { one: '# day', other: '# days' })} in India.`
      : t`The brand may ${actions} for ${plural(period, { one: '# day', other: '# days' })} worldwide.`,
  ];
  const exclusive = rights.exclusivity_days;
  if (exclusive > 0) {
    const category = rights.exclusivity_category?.trim();
    out.push(
      category
        ? t`For ${plural(exclusive, { one: '# day', other: '# days' })} after your post goes live you agree not to promote a competing brand in ${category}.`
        : t`For ${plural(exclusive, { one: '# day', other: '# days' })} after your post goes live you agree not to promote a competing brand in the same category.`,
    );
  }
  return out;
}

/** The terms every campaign states, from its fields, before its own free-text terms (the contract's campaignTerms). */
export function campaignTermsWords(c: CampaignTermFields): string[] {
  const payoutDays = c.payout_terms_days;
  const approveDays = c.auto_approve_days;
  return [
    t`Paid within ${plural(payoutDays, { one: '# day', other: '# days' })} of your post going live.`,
    t`Work you submit is approved automatically if the brand team has not responded within ${plural(approveDays, { one: '# working day', other: '# working days' })}; post links you add are confirmed live the same way.`,
    ...usageRightsWords(c.usage_rights),
    ...(c.agreement_required
      ? [
          t`You and the brand sign an agreement with these terms (by a one-time code) before you upload your work.`,
        ]
      : []),
  ];
}
