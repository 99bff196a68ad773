import type { CampaignWire } from '@ih/contract/campaigns';
import { t } from '@lingui/core/macro';
import { WORK_DEFAULTS } from '../lib/messages';
import type { InfoItem } from './section';

/** The first facts of a work page's header: brand, campaign ID and campaign type (call while rendering). */
export const campaignFacts = (c: CampaignWire): InfoItem[] => [
  { label: t`Brand`, value: c.basic_info.brand_id.brand_name },
  { label: t`Campaign ID`, value: c.campaign_id },
  { label: t`Campaign Type`, value: c.campaign_brief.campaign_type || WORK_DEFAULTS.campaignType },
];
