import { campaignTerms } from '@ih/contract/campaign-terms';
import type { CampaignWire } from '@ih/contract/campaigns';
import { formatPostingTime } from '@ih/contract/posting-time';
import { Trans, useLingui } from '@lingui/react/macro';
import { campaignTermsWords } from '@/components/campaign-terms-text';
import { NewTabLink } from '@/components/new-tab-link';
import { InfoList, Section } from '@/components/section';
import { Badge } from '@/components/ui/badge';
import { formatDayMonthYear } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { budgetTypeLabel, commissionText, fixedFeeText } from '../lib/budget';
import { websiteHref } from '../lib/text';

export function BriefSection({ c }: { c: CampaignWire }) {
  const b = c.campaign_brief;
  const { t } = useLingui();
  return (
    <Section id="brief" title={t`Campaign Brief`}>
      <InfoList
        wideClassName="col-span-full"
        items={[
          { label: t`Objective`, value: b.objective, wide: true },
          { label: t`Plan`, value: b.plan, wide: true },
          { label: t`Description`, value: b.description, wide: true },
          ...(c.additionalInstructions?.trim()
            ? [{ label: t`Additional Instructions`, value: c.additionalInstructions, wide: true }]
            : []),
          { label: t`Product to Promote`, value: c.basic_info.product_id?.title || t`No product specified` },
        ]}
      />
    </Section>
  );
}

export function DeliverablesSection({ c }: { c: CampaignWire }) {
  const { t } = useLingui();
  return (
    <Section id="deliverables" title={t`Deliverables`}>
      {c.deliverables.length === 0 ? (
        <p className="text-sm text-gray-600">
          <Trans>No deliverables listed.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {c.deliverables.map((d, i) => (
            <li key={d._id} className="rounded-lg border border-border p-4">
              <h3 className="mb-3 text-sm font-semibold text-gray-900">
                {i + 1}. {d.deliverableType.content_type}
              </h3>
              <InfoList
                wideClassName="col-span-full"
                className="grid-cols-2"
                items={[
                  { label: t`Content Type`, value: d.deliverableType.content_type },
                  { label: t`Format`, value: d.format },
                  { label: t`Duration`, value: d.duration },
                  { label: t`Dimensions`, value: d.dimensions },
                  {
                    label: t`Posting Date & Time`,
                    value:
                      [formatDayMonthYear(d.posting_date, ''), formatPostingTime(d.posting_time)]
                        .filter(Boolean)
                        .join(', ') || null,
                  },
                  { label: t`Notes`, value: d.notes, wide: true },
                  { label: t`Remarks`, value: d.remarks, wide: true },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * The campaign's own terms, written from its fields (payout days, automatic approval, usage rights;
 * issue 26) by the one function the work pages use too, then its free-text terms (doc 000 §2).
 */
export function TermsSection({ c }: { c: CampaignWire }) {
  const { t } = useLingui();
  // English is the contract's own sentences, another language the same sentences from the catalogue.
  // (Reading the contract's here also keeps the build's shared chunks whole: without this import
  // Rolldown split the app's common chunk in seven, about 1 KB more on every route.)
  const words = i18n.locale === 'en' ? campaignTerms(c) : campaignTermsWords(c);
  const terms = [...words, ...c.terms_conditions.filter((term) => term.trim())];
  return (
    <Section id="terms" title={t`Terms & Conditions`}>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-gray-800">
        {terms.map((term, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: terms are plain text and may repeat
          <li key={i}>{term}</li>
        ))}
      </ol>
    </Section>
  );
}

export function BudgetSection({ c }: { c: CampaignWire }) {
  const fee = fixedFeeText(c.budget);
  const { t } = useLingui();
  return (
    <Section id="budget" title={t`Budget & Cost`}>
      <InfoList
        className="sm:grid-cols-1"
        items={[
          // 'get quote' reads 'Quote' (doc 000 §4).
          { label: t`Budget Type`, value: budgetTypeLabel(c.budget.budget_type) },
          // What a fixed campaign pays, not only a range (issue 26).
          ...(fee ? [{ label: t`Fixed Fee`, value: fee }] : []),
          // An affiliate campaign pays per sale and has no price range: its commission, as the
          // saved card shows it.
          c.budget.budget_type === 'fixed affiliate'
            ? { label: t`Commission`, value: commissionText(c.budget) }
            : { label: t`Expected Price Range`, value: c.budget.excepted_price_range },
          { label: t`Coupon Code`, value: c.budget.coupon_code },
        ]}
      />
    </Section>
  );
}

export function RequirementsSection({ c }: { c: CampaignWire }) {
  const inf = c.influencers;
  const { t } = useLingui();
  return (
    <Section id="requirements" title={t`Influencer Requirements`}>
      <InfoList
        className="sm:grid-cols-1"
        items={[
          { label: t`Type`, value: inf.influencer_kind?.name },
          { label: t`Followers`, value: inf.minimum_follower?.name },
          { label: t`Location`, value: inf.location?.state_name },
          { label: t`Language`, value: inf.language?.name },
          {
            label: t`Categories`,
            value:
              inf.category.length > 0 ? (
                <span className="mt-1 flex flex-wrap gap-1.5">
                  {inf.category.map((cat) => (
                    <Badge key={cat._id} tone="brand">
                      {cat.name}
                    </Badge>
                  ))}
                </span>
              ) : null,
          },
        ]}
      />
    </Section>
  );
}

/** Shown only when the campaign has references (doc 000 §2). */
export function ReferencesSection({ c }: { c: CampaignWire }) {
  const refs = c.basic_info.reference.filter((r) => r.description.trim() || r.link.trim());
  const { t } = useLingui();
  if (refs.length === 0) return null;
  return (
    <Section id="references" title={t`References`}>
      <ul className="flex flex-col gap-3">
        {refs.map((r) => {
          const href = websiteHref(r.link);
          return (
            <li key={r._id} className="flex flex-col gap-1 text-sm">
              {r.description ? <span className="text-gray-800">{r.description}</span> : null}
              {href ? <NewTabLink href={href}>{r.link}</NewTabLink> : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
