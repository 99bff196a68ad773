import { RESULTS_MESSAGES } from '@ih/contract/results';
import { notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { staffCanActOnBrand } from '../../plugins/auth.ts';
import { buildReport } from './report.ts';
import { findCampaign } from './repository.ts';
import { campaignOfToken, insertShare, openShares, revokeShareRow } from './share-repository.ts';

/** How long a share link opens the report (design §17). */
export const SHARE_DAYS = 30;

/** The campaign, if the staff member may act on its brand; another brand's is as if it did not exist. */
export async function staffCampaign(deps: Deps, staff: StaffPrincipal, campaignId: string) {
  const campaign = await findCampaign(deps.db, campaignId.toLowerCase());
  if (!campaign || !staffCanActOnBrand(staff, campaign.brandId))
    throw notFound(RESULTS_MESSAGES.campaignNotFound);
  return campaign;
}

export async function campaignReport(deps: Deps, staff: StaffPrincipal, campaignId: string) {
  return buildReport(deps.db, await staffCampaign(deps, staff, campaignId), deps.clock.now());
}

/** The page a link opens: the web app's `/r/{token}`, on the public origin. */
const shareUrl = (deps: Deps, token: string) => `${deps.config.publicUrl}/r/${token}`;

/** A new read-only link for 30 days; only its hash is stored, so the URL is shown this once. */
export async function shareReport(deps: Deps, staff: StaffPrincipal, campaignId: string) {
  const campaign = await staffCampaign(deps, staff, campaignId);
  const now = deps.clock.now();
  const token = newToken();
  const row = await insertShare(deps.db, {
    campaignId: campaign.id,
    tokenHash: hashToken(token),
    createdByStaffId: staff.staffId,
    expiresAt: new Date(now.getTime() + SHARE_DAYS * 24 * 3600_000),
    createdAt: now,
  });
  return { ...row, url: shareUrl(deps, token) };
}

export async function listShares(deps: Deps, staff: StaffPrincipal, campaignId: string) {
  const campaign = await staffCampaign(deps, staff, campaignId);
  return openShares(deps.db, campaign.id, deps.clock.now());
}

/** Revokes a link; a repeat answers the same. Another campaign's link is not found. */
export async function revokeShare(deps: Deps, staff: StaffPrincipal, campaignId: string, shareId: string) {
  const campaign = await staffCampaign(deps, staff, campaignId);
  const row = await revokeShareRow(deps.db, campaign.id, shareId.toLowerCase(), deps.clock.now());
  if (!row) throw notFound(RESULTS_MESSAGES.shareNotFound);
  return row;
}

/** The report a link opens, or 404 once it expired or was revoked (or never existed). */
export async function sharedReport(deps: Deps, token: string) {
  const now = deps.clock.now();
  const campaignId = await campaignOfToken(deps.db, hashToken(token), now);
  const campaign = campaignId ? await findCampaign(deps.db, campaignId) : null;
  if (!campaign) throw notFound(RESULTS_MESSAGES.shareNotFound);
  return buildReport(deps.db, campaign, now);
}
