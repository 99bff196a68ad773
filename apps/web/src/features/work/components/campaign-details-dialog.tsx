import type { CampaignWire } from '@ih/contract/campaigns';
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Campaign Details" description={c.basic_info.event_name} className="max-w-2xl">
        <InfoList
          items={[
            { label: 'Campaign ID', value: c.campaign_id },
            { label: 'Brand', value: c.basic_info.brand_id.brand_name },
            { label: 'Campaign Type', value: c.campaign_brief.campaign_type || WORK_DEFAULTS.campaignType },
            { label: 'Budget', value: budgetLabel(c.budget.budget_type) },
            { label: 'Start Date', value: formatDayMonthYear(c.campaign_brief.start_date) },
            { label: 'End Date', value: formatDayMonthYear(c.campaign_brief.end_date) },
            { label: 'Objective', value: c.campaign_brief.objective, wide: true },
            { label: 'Key Message', value: c.campaign_brief.key_message, wide: true },
            { label: 'Description', value: c.campaign_brief.description, wide: true },
            {
              label: 'Hashtags',
              value: <HashtagChips tags={hashtagList(c.campaign_brief.hashtags as string | string[])} />,
              wide: true,
            },
            {
              label: 'Platforms',
              value: c.basic_info.platform.map((p) => p.platform_name).join(', '),
              wide: true,
            },
          ]}
        />
      </DialogContent>
    </Dialog>
  );
}
