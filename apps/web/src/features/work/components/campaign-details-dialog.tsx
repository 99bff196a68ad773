import type { CampaignWire } from '@ih/contract/campaigns';
import { useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatDayMonthYear } from '@/lib/format';
import { hashtagList } from '../lib/deliverables';
import { budgetLabel } from '../lib/list-filters';
import { WORK_DEFAULTS } from '../lib/messages';
import { HashtagChips, InfoList } from './section';

/** The campaign's details in a dialog (rework page's 'View Details'). */
export function CampaignDetailsDialog({
  campaign: c,
  open,
  onOpenChange,
}: {
  campaign: CampaignWire;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t`Campaign Details`} description={c.basic_info.event_name} className="max-w-2xl">
        <InfoList
          items={[
            { label: t`Campaign ID`, value: c.campaign_id },
            { label: t`Brand`, value: c.basic_info.brand_id.brand_name },
            { label: t`Campaign Type`, value: c.campaign_brief.campaign_type || WORK_DEFAULTS.campaignType },
            { label: t`Budget`, value: budgetLabel(c.budget.budget_type) },
            { label: t`Start Date`, value: formatDayMonthYear(c.campaign_brief.start_date) },
            { label: t`End Date`, value: formatDayMonthYear(c.campaign_brief.end_date) },
            { label: t`Objective`, value: c.campaign_brief.objective, wide: true },
            { label: t`Key Message`, value: c.campaign_brief.key_message, wide: true },
            { label: t`Description`, value: c.campaign_brief.description, wide: true },
            {
              label: t`Hashtags`,
              value: <HashtagChips tags={hashtagList(c.campaign_brief.hashtags as string | string[])} />,
              wide: true,
            },
            {
              label: t`Platforms`,
              value: c.basic_info.platform.map((p) => p.platform_name).join(', '),
              wide: true,
            },
          ]}
        />
      </DialogContent>
    </Dialog>
  );
}
