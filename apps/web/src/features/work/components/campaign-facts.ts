import type { CampaignWire } from '@ih/contract/campaigns';
import { WORK_DEFAULTS } from '../lib/messages';
import type { InfoItem } from './section';

/** The first facts of a work page's header: brand, campaign ID and campaign type. */
export const campaignFacts = (c: CampaignWire): InfoItem[] => [
  { label: 'Brand', value: c.basic_info.brand_id.brand_name },
  { label: 'Campaign ID', value: c.campaign_id },
  { label: 'Campaign Type', value: c.campaign_brief.campaign_type || WORK_DEFAULTS.campaignType },
];
