import type { AgreementTerms } from '@ih/contract/agreements';
import { usageRightsSentences } from '@ih/contract/agreements-messages';
import { CURRENCY_SYMBOL } from '@ih/contract/constants';
import { formatDay, formatIstMoment, payoutPromiseText } from '@ih/contract/payout-terms';
import { applicationCode } from '@ih/contract/work';
import { formatRupees } from '../../lib/money.ts';

/*
 * The agreement's words (design §16), made from its terms only: the same terms always make the same
 * text, so a change of terms is seen as a change of text (a new version), and the SHA-256 both sign
 * is the hash of exactly these words.
 */

const rupees = (n: number) => `${CURRENCY_SYMBOL}${formatRupees(n)}`;

/** The platform's standard clauses, the same in every agreement. */
export const STANDARD_CLAUSES = [
  'The creator makes the content described above, in their own voice, and discloses the paid partnership on every post as the law and each platform require.',
  'The creator owns the content. The brand receives only the usage rights stated in this agreement; anything not granted here stays with the creator.',
  'Usage rights are time-bound. When they end, the brand runs no new ads or placements with the content; posts already live on the creator’s own accounts may stay.',
  'The brand reviews the work on Influence Hub and may ask for rework with a reason; silence decides for the creator as the campaign states.',
  'Either side may raise a dispute with Influence Hub support; the signed text and its certificate are the record of what was agreed.',
  'This agreement is governed by the laws of India.',
];

/** The whole text both sides sign. */
export function agreementText(
  terms: AgreementTerms,
  meta: { applicationId: string; version: number },
): string {
  const deliverables = terms.deliverables.length
    ? terms.deliverables.map(
        (d) => `- ${d.type}${d.posting_date ? `, to be posted on ${formatDay(d.posting_date)}` : ''}`,
      )
    : ['- As described in the campaign brief'];
  const lines = [
    'INFLUENCE HUB · CAMPAIGN AGREEMENT',
    `Version ${meta.version} · ${terms.campaign.campaign_id} · ${applicationCode(meta.applicationId)}`,
    '',
    '1. The parties',
    `Brand: ${terms.brand.name}`,
    `Creator: ${terms.creator.name}`,
    '',
    '2. The work',
    `Campaign: ${terms.campaign.title} (${terms.campaign.campaign_id})`,
    'Deliverables:',
    ...deliverables,
    terms.submissionDeadline
      ? `Submission deadline: ${formatIstMoment(new Date(terms.submissionDeadline))}`
      : 'Submission deadline: none set',
    '',
    '3. The amount and the payout promise',
    `The brand pays the creator ${rupees(terms.amount)} for this work.`,
    `${payoutPromiseText(terms.payout_terms_days)} (the payout promise).`,
    '',
    '4. Usage rights',
    ...usageRightsSentences(terms.usage_rights),
    '',
    '5. Standard clauses',
    ...STANDARD_CLAUSES.map((c, i) => `5.${i + 1} ${c}`),
  ];
  return lines.join('\n');
}
