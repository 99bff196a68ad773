import type { CampaignWire } from '@ih/contract/campaigns';
import { useLingui } from '@lingui/react/macro';
import { payoutPromiseWords } from '@/components/campaign-terms-text';
import { PaymentRecord } from '@/components/payment-record';
import { PlatformIcon } from '@/components/platform-icon';
import { InfoList } from '@/components/section';
import { Card } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { campaignNames } from '@/lib/campaign-names';
import { formatDayMonthYear, formatRupees } from '@/lib/format';
import { fixedFeeText } from '../lib/budget';
import { CampaignActions } from './campaign-actions';

/** The top of the campaign detail: what, who, where and when, with the actions (doc 000 §2). */
export function CampaignSummary({ c }: { c: CampaignWire }) {
  const names = campaignNames(c);
  const fee = fixedFeeText(c.budget);
  const { t } = useLingui();
  const worth = c.budget.product_value ? formatRupees(c.budget.product_value) : '';
  return (
    <Card className="flex flex-col gap-5 p-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs font-medium text-gray-700">{c.campaign_id}</span>
            <StatusBadge kind="campaign" status={c.status} />
          </div>
          <h2 className="text-xl font-semibold break-words text-gray-900">{names.title}</h2>
          {names.subtitle ? <p className="text-base break-words text-gray-800">{names.subtitle}</p> : null}
          <p className="text-sm text-gray-700">
            {c.basic_info.brand_id.brand_name} · {c.basic_info.product_id?.title || t`No product specified`}
          </p>
          <PaymentRecord record={c.basic_info.brand_id} />
        </div>
        <CampaignActions campaign={c} />
      </div>
      <InfoList
        className="border-t border-border pt-4 lg:grid-cols-3"
        items={[
          {
            label: t`Platforms`,
            value:
              c.basic_info.platform.length > 0 ? (
                <span className="mt-1 flex flex-wrap gap-3">
                  {c.basic_info.platform.map((p) => (
                    <span key={p._id} className="inline-flex items-center gap-1.5">
                      <PlatformIcon name={p.platform_name} logo={p.platform_logo} className="size-5" />
                      <span aria-hidden>{p.platform_name}</span>
                    </span>
                  ))}
                </span>
              ) : null,
          },
          { label: t`Event Date`, value: formatDayMonthYear(c.basic_info.event_date) },
          {
            label: t`Submission Deadline`,
            value: formatDayMonthYear(c.submissionDeadline, t`Not specified`),
          },
          ...(fee ? [{ label: t`You are paid`, value: t`${fee} (fixed fee)` }] : []),
          { label: t`Payment`, value: payoutPromiseWords(c.payout_terms_days) },
          ...(c.budget.product_value
            ? [
                {
                  label: t`Product to keep`,
                  // A kept product is a taxable benefit once the year's total passes its threshold (design §13).
                  value: t`Worth ${worth}, counted as a benefit for tax`,
                },
              ]
            : []),
          { label: t`Location`, value: c.influencers.location?.state_name },
          { label: t`Influencers Required`, value: c.influencers.influencer_required?.toString() },
        ]}
      />
    </Card>
  );
}
