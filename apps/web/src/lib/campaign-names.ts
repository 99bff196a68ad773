import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';

/** The part of a campaign (list card, detail or work item) that names it. */
interface Named {
  basic_info: { event_name: string };
  campaign_brief: { campaign_title: string };
}

export const UNTITLED_CAMPAIGN = msg`Untitled Campaign`;

/**
 * A campaign's title and subtitle, the same on every page (issue 26): the event name is the title —
 * it is what the detail page, the brand's table, notifications and payments call the campaign — and
 * the brief's campaign title, when it says something else, is the line under it.
 */
export function campaignNames(c: Named): { title: string; subtitle: string | null } {
  const event = c.basic_info.event_name.trim();
  const brief = c.campaign_brief.campaign_title.trim();
  const title = event || brief || i18n._(UNTITLED_CAMPAIGN);
  return { title, subtitle: brief && brief !== title ? brief : null };
}
